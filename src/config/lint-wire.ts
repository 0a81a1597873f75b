// The form is the API contract (issue 21): for every operation a journey fills from a form, what
// the form lets a customer enter must be what the operation takes on the wire
// (src/config/operation-wire.ts), or the checker says so here, at the form's or the journey's
// pointer, with the fix. And nothing a customer types is silently dropped: a field that is
// sent nowhere, or kept but not sent to the insurer, is a warning saying which.
import { iso, TYPE_NAMES_AR } from './arabic-findings.js';
import { isoList } from './finding-texts.js';
import { enteredFormOf } from './entered-form.js';
import { formFields } from './lint-forms.js';
import { mergePatch } from './merge-patch.js';
import { numberText, operationWire, type OperationWire, type WireField } from './operation-wire.js';
import type { ConfigIssue, ConfigTree, FormConfig, Step } from './types.js';
import { isObject } from './types.js';

type FieldSchema = Record<string, unknown>;
interface FormRef { id: string; file: string; data: FormConfig }
/** Body field -> source ("form.x", "state.k", "tab", "response.r"). */
type Mapping = Record<string, string>;

const list = (values: Iterable<string>): string => [...values].join(', ');

/** Every schema of the form (its own, or each tab's) with the pointer to it. */
function schemasOf(form: FormConfig): { schema: FieldSchema; at: string }[] {
  if (form.tabs) return form.tabs.map((tab, i) => ({ schema: tab.schema as FieldSchema, at: `/tabs/${i}/schema` }));
  return form.schema ? [{ schema: form.schema as FieldSchema, at: '/schema' }] : [];
}

/** The field's schema and its pointer in the form file (the first schema that has it). */
function fieldOf(form: FormConfig, name: string): { field: FieldSchema; at: string; required: boolean } | undefined {
  for (const { schema, at } of schemasOf(form)) {
    const props = (schema['properties'] ?? {}) as Record<string, FieldSchema>;
    if (!isObject(props[name])) continue;
    const byEffects = (form.effects ?? []).some((e) => !e.when.feature && e.then.require?.includes(name));
    const required = (Array.isArray(schema['required']) && (schema['required'] as string[]).includes(name)) || byEffects || props[name]!['default'] !== undefined;
    return { field: props[name]!, at: `${at}/properties/${name}`, required };
  }
  return undefined;
}

const typesOf = (field: FieldSchema): string[] => {
  const type = field['type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  if (Array.isArray(field['enum'])) return [...new Set((field['enum'] as unknown[]).map((v) => (typeof v === 'number' ? 'number' : typeof v)))];
  return [];
};

/**
 * A text of a known shape (a chassis or plate number) filled by a field that could not hold a real
 * one: a number (no letters, no leading zeros), or a text whose length or pattern refuses the examples.
 */
function shapeIssues(form: FormRef, name: string, found: { field: FieldSchema; at: string }, where: string, shape: NonNullable<WireField['shape']>, types: string[]): ConfigIssue[] {
  const example = shape.examples[0]!;
  if (types.includes('number') || types.includes('integer')) {
    return [{
      file: form.file, pointer: `${found.at}/type`,
      message: `Field "${name}" is a number, but ${where} is ${shape.words}, like ${example}: a number cannot hold its letters or leading zeros.`,
      fix: 'Make it "type": "string"; to check its shape, give it a "pattern" (the rule "matches this pattern").',
      ar: {
        message: `الحقل «${iso(name)}» رقم، لكنه يملأ ${shape.ar} مثل ${iso(example)}: والرقم لا يحمل حروفه ولا أصفاره البادئة.`,
        fix: `يرجى جعله نصًا (${iso('"type": "string"')})؛ وللتحقق من شكله أضف له القاعدة «يطابق هذا النمط».`,
      },
    }];
  }
  if (!types.includes('string')) return [];
  const { minLength, maxLength, pattern } = found.field as { minLength?: unknown; maxLength?: unknown; pattern?: unknown };
  const refused = shape.examples.find((value) => (typeof minLength === 'number' && value.length < minLength) || (typeof maxLength === 'number' && value.length > maxLength)
    || (typeof pattern === 'string' && !safeTest(pattern, value)));
  if (refused === undefined) return [];
  const rule = typeof pattern === 'string' && !safeTest(pattern, refused) ? 'pattern' : typeof minLength === 'number' && refused.length < minLength ? 'minLength' : 'maxLength';
  return [{
    file: form.file, pointer: `${found.at}/${rule}`,
    message: `Field "${name}" fills ${where}, ${shape.words}, but refuses a real one such as ${refused}: no customer could type theirs.`,
    fix: `Change its "${rule}" so that ${shape.examples.join(' and ')} are accepted.`,
    ar: {
      message: `الحقل «${iso(name)}» يملأ ${shape.ar}، لكنه يرفض قيمة حقيقية مثل ${iso(refused)}: فلن يتمكن أي عميل من كتابة قيمته.`,
      fix: `يرجى تعديل «${iso(rule)}» بحيث يقبل ${shape.examples.map(iso).join(' و')}.`,
    },
  }];
}

/** A pattern's verdict; a pattern that is not a regular expression has its own finding (lint-schema). */
function safeTest(pattern: string, value: string): boolean {
  try { return new RegExp(pattern, 'u').test(value); } catch { return true; }
}

/** A form field's type against the wire field it fills; issues at the form's pointer. */
function typeIssues(form: FormRef, name: string, found: { field: FieldSchema; at: string }, bodyField: string, wf: WireField | undefined, wire: OperationWire): ConfigIssue[] {
  const types = typesOf(found.field);
  const at = `${found.at}/type`;
  const where = `"${bodyField}" of ${wire.label}`;
  const whereAr = `«${iso(bodyField)}» في ${wire.ar.name}`;
  const typesAr = types.map((t) => TYPE_NAMES_AR[t] ?? iso(t)).join(' أو ');
  if (types.some((t) => t === 'object' || t === 'array' || t === 'null')) {
    return [{
      file: form.file, pointer: at, message: `Field "${name}" holds a ${types.join(' or ')}, but ${where} takes a single value.`, fix: 'Make it "type": "string" (with "enum" for fixed choices), "number" or "boolean".',
      ar: {
        message: `الحقل «${iso(name)}» يحمل ${typesAr}، لكن ${whereAr} يأخذ قيمة واحدة.`,
        fix: `يرجى جعله ${iso('"type": "string"')} (مع ${iso('"enum"')} للاختيارات الثابتة)، أو ${iso('"number"')} أو ${iso('"boolean"')}.`,
      },
    }];
  }
  if (!wf || wire.multipart) return [];
  if (wf.type === 'boolean' && types.some((t) => t !== 'boolean')) {
    return [{
      file: form.file, pointer: at, message: `Field "${name}" is a ${types.join(' or ')}, but ${where} is a yes/no (boolean).`, fix: 'Make it "type": "boolean" (a checkbox), or map another field to it.',
      ar: { message: `الحقل «${iso(name)}» من النوع ${typesAr}، لكن ${whereAr} من النوع نعم/لا.`, fix: `يرجى جعله ${iso('"type": "boolean"')} (مربع اختيار)، أو ربط حقل آخر به.` },
    }];
  }
  if (wf.type !== 'text') return [];
  if (types.includes('boolean')) {
    return [{
      file: form.file, pointer: at,
      message: `Field "${name}" is a yes/no (boolean), but ${where} is a text${wf.insurer ? ' in the insurer\'s XML' : ''}: every request would be refused.`,
      fix: 'Make it "type": "string" with "enum" of the texts to send, or map the checkbox to a field of its own name (then it is kept with the record, not sent on).',
      ar: {
        message: `الحقل «${iso(name)}» من النوع نعم/لا، لكن ${whereAr} نص${wf.insurer ? ` في ${iso('XML')} شركة التأمين` : ''}: سيُرفض كل طلب.`,
        fix: `يرجى جعله ${iso('"type": "string"')} مع ${iso('"enum"')} بالنصوص المراد إرسالها، أو ربط مربع الاختيار بحقل يحمل اسمه (فيُحفظ مع السجل ولا يُرسل).`,
      },
    }];
  }
  if (wf.shape) {
    const shaped = shapeIssues(form, name, found, where, wf.shape, types);
    if (shaped.length > 0) return shaped;
  }
  const max = wf.maxLength;
  if (max === undefined) return [];
  const maxLength = found.field['maxLength'];
  if (types.includes('string') && typeof maxLength === 'number' && maxLength > max) {
    return [{
      file: form.file, pointer: `${found.at}/maxLength`, message: `Field "${name}" allows ${maxLength} characters, but ${where} takes at most ${max}: a longer entry would be refused.`, fix: `Set "maxLength" to ${max} or less.`,
      ar: { message: `الحقل «${iso(name)}» يقبل ${maxLength} حرفًا، لكن ${whereAr} يأخذ ${max} حرفًا على الأكثر: سيُرفض الإدخال الأطول.`, fix: `يرجى جعل ${iso('"maxLength"')} ${max} أو أقل.` },
    }];
  }
  const maximum = found.field['maximum'];
  const minimum = found.field['minimum'];
  const tooLong = [maximum, minimum].find((n) => typeof n === 'number' && numberText(n).length > max);
  if ((types.includes('number') || types.includes('integer')) && tooLong !== undefined) {
    return [{
      file: form.file, pointer: `${found.at}/${tooLong === maximum ? 'maximum' : 'minimum'}`, message: `Field "${name}" allows ${numberText(tooLong as number)}, whose text is longer than the ${max} characters ${where} takes.`, fix: `Keep the range within ${max} digits.`,
      ar: { message: `الحقل «${iso(name)}» يقبل ${iso(numberText(tooLong as number))}، ونصه أطول من ${max} حرفًا يأخذها ${whereAr}.`, fix: `يرجى إبقاء النطاق ضمن ${max} رقمًا.` },
    }];
  }
  return [];
}

/** A field the form marks as a consent box (`ui:options.consent`): the server keeps its answer as consent. */
function isConsentBox(data: unknown, name: string): boolean {
  const ui = (data as { uiSchema?: Record<string, { 'ui:options'?: { consent?: unknown } }> } | undefined)?.uiSchema;
  return typeof ui?.[name]?.['ui:options']?.consent === 'object';
}

/** One mapping (a step's request, a side effect's, or a view's form sent as is) against the wire. */
function mappingIssues(form: FormRef, mapping: Mapping, wire: OperationWire, file: string, at: string, explicit: boolean): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const [bodyField, source] of Object.entries(mapping)) {
    if (!source.startsWith('form.')) continue;
    const name = source.slice('form.'.length);
    const found = fieldOf(form.data, name);
    if (!found) continue; // an unknown field is lint-journeys' to report
    const wf = wire.fields[bodyField];
    const pointer = explicit ? `${at}/${bodyField}` : found.at;
    const pointerFile = explicit ? file : form.file;
    if (!wf && wire.extras === 'refused') {
      issues.push({
        file: pointerFile, pointer, message: `${wire.label} has no field "${bodyField}": every such request would be refused.`, fix: `Remove this entry, or send the value as one of: ${list(Object.keys(wire.fields))}.`,
        ar: { message: `ليس في ${wire.ar.name} حقل «${iso(bodyField)}»: سيُرفض كل طلب كهذا.`, fix: `يرجى حذف هذا الإدخال، أو إرسال القيمة باسم أحد الحقول: ${isoList(Object.keys(wire.fields))}.` },
      });
      continue;
    }
    issues.push(...typeIssues(form, name, found, bodyField, wf, wire));
    if (!wf && isConsentBox(form.data, name)) continue; // kept as a consent record (issue 24), as meant
    if (!wf) {
      issues.push({
        file: pointerFile, pointer, severity: 'warning',
        message: `Form field "${name}" is sent as "${bodyField}", which is not a field of ${wire.label.replace(/ \(.*\)$/, '')}: the server keeps it with the lead or quote (staff see it in the studio, GET /api/studio/extra-fields) and does not send it to the insurer.`,
        fix: `Nothing to do if that is the intent. To send it to the insurer, map it to one of the insurer's fields: ${list(Object.entries(wire.fields).filter(([, f]) => f.insurer).map(([n]) => n)) || '(none)'}.`,
        ar: {
          message: `حقل النموذج «${iso(name)}» يُرسل باسم «${iso(bodyField)}»، وهو ليس من حقول ${wire.ar.name}: يحفظه الخادم مع بيانات العميل المحتمل أو عرض السعر (يراه الموظفون في الاستوديو، ${iso('GET /api/studio/extra-fields')}) ولا يرسله إلى شركة التأمين.`,
          fix: `لا حاجة لأي إجراء إن كان هذا هو المقصود. ولإرساله إلى شركة التأمين، يرجى ربطه بأحد حقولها: ${Object.values(wire.fields).some((f) => f.insurer) ? isoList(Object.entries(wire.fields).filter(([, f]) => f.insurer).map(([n]) => n)) : '(لا يوجد)'}.`,
        },
      });
    } else if (wf.required && !found.required) {
      issues.push({
        file: form.file, pointer: `${found.at.replace(/\/properties\/[^/]+$/, '')}/required`,
        message: `Form field "${name}" fills "${bodyField}", which ${wire.label.replace(/ \(.*\)$/, '')} cannot do without, but the form does not require it: a customer who leaves it empty gets a failed request.`,
        fix: `Add "${name}" to "required".`,
        ar: {
          message: `حقل النموذج «${iso(name)}» يملأ «${iso(bodyField)}»، الذي لا تستغني عنه ${wire.ar.name}، لكن النموذج لا يجعله إلزاميًا: العميل الذي يتركه فارغًا سيفشل طلبه.`,
          fix: `يرجى إضافة «${iso(name)}» إلى ${iso('"required"')}.`,
        },
      });
    }
  }
  if (explicit) {
    const missing = Object.entries(wire.fields).filter(([name, f]) => f.required && !(name in mapping));
    for (const [name] of missing) {
      issues.push({
        file, pointer: at, message: `${wire.label.replace(/ \(.*\)$/, '')} needs "${name}", but this request does not send it.`, fix: `Add "${name}": "form.<field>" (or "state.<key>") to it.`,
        ar: { message: `يحتاج ${wire.ar.name} إلى «${iso(name)}»، لكن هذا الطلب لا يرسله.`, fix: `يرجى إضافة ${iso(`"${name}": "form.<field>"`)} (أو ${iso('"state.<key>"')}) إليه.` },
      });
    }
  }
  return issues;
}

/** Form fields no mapping of the step sends (its request, its side effects): typed by the customer, then dropped. */
function unsentFields(form: FormRef, step: Step, file: string, at: string): ConfigIssue[] {
  if (!step.request || form.data.tabs) return []; // without a request the form goes as is; tabs: lint-journeys
  const sources = [step.request, ...(step.sideEffects ?? []).map((s) => (typeof s === 'string' ? {} : (s.request ?? {})))];
  const sent = new Set(sources.flatMap((m) => Object.values(m as Mapping)).filter((s) => s.startsWith('form.')).map((s) => s.slice(5)));
  const fields = [...formFields(form.data)].filter((name) => fieldOf(form.data, name) && !sent.has(name));
  return fields.map((name) => ({
    file: form.file, pointer: fieldOf(form.data, name)!.at, severity: 'warning' as const,
    message: `Field "${name}" of form "${form.id}" is sent nowhere: step "${step.id}" of ${file} maps it neither into its request nor into a side effect, so what the customer types is dropped.`,
    fix: `Map it in ${file} at ${at}/request ("${name}": "form.${name}"; the server keeps a field the insurer does not take with the lead or quote), or remove it from the form.`,
    ar: {
      message: `الحقل «${iso(name)}» في النموذج «${iso(form.id)}» لا يُرسل إلى أي مكان: الخطوة «${iso(step.id)}» في ${iso(file)} لا تربطه بطلبها ولا بأي إجراء جانبي، فيضيع ما يكتبه العميل.`,
      fix: `يرجى ربطه في ${iso(file)} عند ${iso(`${at}/request`)} (${iso(`"${name}": "form.${name}"`)}؛ يحفظ الخادم الحقل الذي لا تأخذه شركة التأمين مع بيانات العميل المحتمل أو عرض السعر)، أو حذفه من النموذج.`,
    },
  }));
}

/** The wire checks of every journey step that fills an operation from a form, for the base tree and each partner's patches. */
export function lintWire(tree: ConfigTree): ConfigIssue[] {
  const base = lintWireOf(tree);
  const key = (i: ConfigIssue) => `${i.file}\u0000${i.pointer}\u0000${i.message}`;
  const known = new Set(base.map(key));
  const issues = [...base];
  for (const { file, data } of Object.values(tree.partners)) {
    const overrides = data.overrides;
    if (!overrides?.forms && !overrides?.journeys) continue;
    const patchAll = <T>(record: Record<string, { file: string; data: T }>, patches: Record<string, unknown> | undefined) =>
      Object.fromEntries(Object.entries(record).map(([id, entry]) => [id, patches?.[id] ? { ...entry, data: mergePatch(entry.data, patches[id]) as T } : entry]));
    const patched = { ...tree, forms: patchAll(tree.forms, overrides.forms), journeys: patchAll(tree.journeys, overrides.journeys) };
    // What the partner's patches add: said at the partner's file, naming the base file it lands in.
    for (const issue of lintWireOf(patched)) {
      if (known.has(key(issue))) continue;
      const [kind, id] = issue.file.startsWith('journeys/') ? ['journeys', issue.file.slice(9, -5)] : ['forms', issue.file.replace(/^.*\//, '').slice(0, -5)];
      const patches = (overrides as Record<string, Record<string, unknown> | undefined>)[kind!];
      issues.push({
        ...issue, file, pointer: patches?.[id!] ? `/overrides/${kind}/${id}` : '/overrides', message: `With this partner's overrides: ${issue.message} (${issue.file} at ${issue.pointer})`,
        ...(issue.ar ? { ar: { ...issue.ar, message: `مع تعديلات هذا الشريك: ${issue.ar.message} (${iso(issue.file)} عند ${iso(issue.pointer)})` } } : {}),
      });
    }
  }
  return issues;
}

function lintWireOf(tree: ConfigTree): ConfigIssue[] {
  const operations = tree.catalogs.operations.data.operations;
  const wireOf = (id: string) => (operations[id] ? operationWire(operations[id]!.method, operations[id]!.path) : undefined);
  const formRef = (id: string | undefined): FormRef | undefined => (id && tree.forms[id] ? { id, ...tree.forms[id]! } : undefined);
  const issues: ConfigIssue[] = [];
  for (const { file, data } of Object.values(tree.journeys)) {
    data.steps.forEach((step, i) => {
      const at = `/steps/${i}`;
      const form = formRef(enteredFormOf(data, step));
      const wire = step.operation ? wireOf(step.operation) : undefined;
      if (form && wire) {
        const mapping: Mapping = step.request ?? Object.fromEntries([...formFields(form.data)].map((n) => [n, `form.${n}`]));
        issues.push(...mappingIssues(form, mapping, wire, file, `${at}/request`, Boolean(step.request)), ...unsentFields(form, step, file, at));
      }
      // A view with one form sends it as is to an operation named by an option (the landing's lead).
      const viewForm = step.kind === 'view' && step.forms?.length === 1 ? formRef(step.forms[0]) : undefined;
      for (const op of viewForm && step.options ? Object.values(step.options).filter((v): v is string => typeof v === 'string') : []) {
        const viewWire = wireOf(op);
        if (viewWire) issues.push(...mappingIssues(viewForm!, Object.fromEntries([...formFields(viewForm!.data)].map((n) => [n, `form.${n}`])), viewWire, file, at, false));
      }
      step.sideEffects?.forEach((effect, j) => {
        if (typeof effect === 'string' || !effect.request || !form) return;
        const sideWire = wireOf(effect.operation);
        // Fixed `values` are sent too (the error branch's RESPONSE).
        const mapping: Mapping = { ...Object.fromEntries(Object.keys(effect.values ?? {}).map((k) => [k, 'value'])), ...(effect.request as Mapping) };
        if (sideWire) issues.push(...mappingIssues(form, mapping, sideWire, file, `${at}/sideEffects/${j}/request`, true));
      });
    });
  }
  return issues;
}
