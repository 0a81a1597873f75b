// Journey rules: every step, form, operation and error code a journey names exists, and every
// step can be reached from the first one.
import { didYouMeanAr, iso } from './arabic-findings.js';
import { canonicalPath } from './route-path.js';
import { didYouMean } from './did-you-mean.js';
import { idNotFileName, isoList, notAField, unknownForm, unknownOperation } from './finding-texts.js';
import { enteredFormOf } from './entered-form.js';
import { formFields } from './lint-forms.js';
import type { ConfigIssue, ConfigTree, JourneyConfig, Outcome, Step } from './types.js';

const list = (values: Iterable<string>): string => [...values].join(', ');

// A missing form is reported once, at the step's "form"; its fields are then not checked.
function sourceIssues(sources: Record<string, string> | string[], step: Step, tree: ConfigTree, file: string, at: string, responseAllowed: boolean): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const form = step.form ? tree.forms[step.form]?.data : undefined;
  const fields = form ? formFields(form) : new Set<string>();
  const entries = Array.isArray(sources) ? sources.map((s, i) => [String(i), s] as const) : Object.entries(sources);
  for (const [key, source] of entries) {
    const pointer = `${at}/${key}`;
    const [origin, name] = source.split('.') as [string, string | undefined];
    if (origin === 'form' && form && name && !fields.has(name)) {
      issues.push({ file, pointer, ...notAField(name, fields, step.form) });
    } else if (origin === 'form' && !step.form) {
      issues.push({
        file, pointer, message: 'This step has no form to take a value from.', fix: 'Use a state.<key> source, or give the step a form.',
        ar: { message: 'ليس لهذه الخطوة نموذج تؤخذ منه القيمة.', fix: `يرجى استخدام مصدر ${iso('state.<key>')}، أو إعطاء الخطوة نموذجًا.` },
      });
    } else if (origin === 'tab' && form && !form.tabs) {
      issues.push({
        file, pointer, message: '"tab" is used, but the step\'s form has no tabs.', fix: 'Remove this entry, or use a form with tabs.',
        ar: { message: `${iso('"tab"')} مستخدم، لكن نموذج الخطوة ليس له تبويبات.`, fix: 'يرجى حذف هذا الإدخال، أو استخدام نموذج له تبويبات.' },
      });
    } else if (origin === 'response' && !responseAllowed) {
      issues.push({
        file, pointer, message: 'A request cannot use the response: it is sent before there is one.', fix: 'Use form.<field>, state.<key> or tab.',
        ar: { message: 'لا يمكن للطلب استخدام الرد: فهو يُرسل قبل وجود أي رد.', fix: `يرجى استخدام ${iso('form.<field>')} أو ${iso('state.<key>')} أو ${iso('tab')}.` },
      });
    }
  }
  return issues;
}

// A prefill names fields of the step's form and fills them from navigation state only.
function prefillIssues(prefill: Record<string, string>, step: Step, tree: ConfigTree, file: string, at: string): ConfigIssue[] {
  const form = step.form ? tree.forms[step.form]?.data : undefined;
  const fields = form ? formFields(form) : new Set<string>();
  return Object.entries(prefill).flatMap(([field, source]) => {
    const pointer = `${at}/${field}`;
    if (form && !fields.has(field)) return [{ file, pointer, ...notAField(field, fields, step.form) }];
    if (!source.startsWith('state.')) {
      return [{
        file, pointer, message: 'A form starts before anything is entered or answered.', fix: 'Use a state.<key> source.',
        ar: { message: 'يبدأ النموذج قبل أن يُدخَل أو يُستلم أي شيء.', fix: `يرجى استخدام مصدر ${iso('state.<key>')}.` },
      }];
    }
    return [];
  });
}

// With a `request`, only what it lists is sent: a field a tab asks for but the request leaves out
// is typed by the customer and silently dropped.
function unsentTabFields(step: Step, tree: ConfigTree, file: string, at: string): ConfigIssue[] {
  const form = step.form ? tree.forms[step.form]?.data : undefined;
  if (!form?.tabs || !step.request || Array.isArray(step.request)) return [];
  const sent = new Set(Object.values(step.request as Record<string, string>).filter((s) => s.startsWith('form.')).map((s) => s.slice(5)));
  const reported = new Set<string>();
  return form.tabs.flatMap((tab) => Object.keys(tab.schema.properties).flatMap((field) => {
    if (sent.has(field) || reported.has(field)) return [];
    reported.add(field);
    return [{
      file, pointer: at,
      message: `Tab "${tab.id}" of form "${step.form}" asks for "${field}", but the request never sends it.`,
      fix: `Add "${field}": "form.${field}" to the request (or the server's name for it), or remove the field from the tab.`,
      ar: {
        message: `التبويب «${iso(tab.id)}» في النموذج «${iso(step.form ?? '')}» يطلب الحقل «${iso(field)}»، لكن الطلب لا يرسله أبدًا.`,
        fix: `يرجى إضافة ${iso(`"${field}": "form.${field}"`)} إلى الطلب (أو اسمه لدى الخادم)، أو حذف الحقل من التبويب.`,
      },
    }];
  }));
}

function outcomeIssues(outcome: Outcome, step: Step, stepIds: Set<string>, tree: ConfigTree, file: string, at: string): ConfigIssue[] {
  if ('goto' in outcome && outcome.goto !== undefined && !stepIds.has(outcome.goto)) {
    return [{
      file, pointer: `${at}/goto`, message: `Step "${outcome.goto}" does not exist in this journey.${didYouMean(outcome.goto, stepIds)}`, fix: `Use one of the steps: ${list(stepIds)}, or add a step "${outcome.goto}".`,
      ar: { message: `الخطوة «${iso(outcome.goto)}» غير موجودة في هذه الرحلة.${didYouMeanAr(outcome.goto, stepIds)}`, fix: `يرجى استخدام إحدى الخطوات: ${isoList(stepIds)}، أو إضافة خطوة «${iso(outcome.goto)}».` },
    }];
  }
  if ('navigate' in outcome && outcome.state) return sourceIssues(outcome.state, step, tree, file, `${at}/state`, true);
  return [];
}

/** `expectedId` is the file name for a base journey; undefined for a partner-merged copy. */
export function lintJourney(tree: ConfigTree, journey: JourneyConfig, file: string, prefix: string, expectedId?: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (expectedId !== undefined && journey.id !== expectedId) {
    issues.push({ file, pointer: `${prefix}/id`, ...idNotFileName(journey.id, expectedId) });
  }
  const stepIds = new Set<string>();
  const operations = tree.catalogs.operations.data.operations;
  const errors = tree.catalogs.errors.data.errors;
  journey.steps.forEach((step, i) => {
    const at = `${prefix}/steps/${i}`;
    if (stepIds.has(step.id)) {
      issues.push({ file, pointer: `${at}/id`, message: `Step id "${step.id}" is used twice.`, fix: 'Give every step its own id.', ar: { message: `رمز الخطوة «${iso(step.id)}» مستخدم مرتين.`, fix: 'يرجى إعطاء كل خطوة رمزًا خاصًا بها.' } });
    }
    stepIds.add(step.id);
    if (step.kind === 'form' && !step.form) {
      issues.push({
        file, pointer: at, message: 'A form step names no form.', fix: 'Add "form" with the id of a file in schemas/forms.',
        ar: { message: 'خطوة النموذج لا تذكر أي نموذج.', fix: `يرجى إضافة ${iso('"form"')} برمز ملف من ${iso('schemas/forms')}.` },
      });
    }
    if (step.kind === 'view' && !step.view) {
      issues.push({
        file, pointer: at, message: 'A view step names no view.', fix: 'Add "view" with the name of a runtime view component.',
        ar: { message: 'خطوة الشاشة لا تذكر أي شاشة.', fix: `يرجى إضافة ${iso('"view"')} باسم إحدى شاشات البوابة.` },
      });
    }
    if (step.form && !tree.forms[step.form]) {
      issues.push({ file, pointer: `${at}/form`, ...unknownForm(step.form, Object.keys(tree.forms)) });
    }
    step.forms?.forEach((id, j) => {
      if (!tree.forms[id]) issues.push({ file, pointer: `${at}/forms/${j}`, ...unknownForm(id, Object.keys(tree.forms)) });
    });
    const opRefs: Array<[string, string]> = [];
    if (step.operation) opRefs.push([`${at}/operation`, step.operation]);
    step.sideEffects?.forEach((s, j) => opRefs.push([typeof s === 'string' ? `${at}/sideEffects/${j}` : `${at}/sideEffects/${j}/operation`, typeof s === 'string' ? s : s.operation]));
    for (const [pointer, op] of opRefs) {
      if (!operations[op]) issues.push({ file, pointer, ...unknownOperation(op, Object.keys(operations), true) });
    }
    if (step.progress && (step.progress.current > step.progress.total || (step.progress.failed ?? 0) > step.progress.total)) {
      issues.push({
        file, pointer: `${at}/progress`, message: 'The step numbers exceed "total".', fix: 'Make "current" and "failed" at most "total".',
        ar: { message: `أرقام الخطوات تتجاوز ${iso('"total"')}.`, fix: `يرجى ألا يزيد ${iso('"current"')} و${iso('"failed"')} على ${iso('"total"')}.` },
      });
    }
    // A step reads the values of the form that led to it (enteredFormOf) as if they were its own.
    const reading = { ...step, form: enteredFormOf(journey, step) };
    if (step.request) issues.push(...sourceIssues(step.request, reading, tree, file, `${at}/request`, false), ...unsentTabFields(reading, tree, file, `${at}/request`));
    if (step.prefill) issues.push(...prefillIssues(step.prefill, step, tree, file, `${at}/prefill`));
    step.sideEffects?.forEach((s, j) => {
      if (typeof s !== 'string' && s.request) issues.push(...sourceIssues(s.request, reading, tree, file, `${at}/sideEffects/${j}/request`, true));
    });
  });
  journey.steps.forEach((step, i) => {
    for (const [key, outcome] of Object.entries(step.on ?? {})) {
      const at = `${prefix}/steps/${i}/on/${key}`;
      if (key !== 'success' && key !== 'error' && !errors[key]) {
        issues.push({
          file, pointer: at, message: `"${key}" is not an error code of schemas/catalog/errors.json.${didYouMean(key, Object.keys(errors))}`, fix: `Use "success", "error" or one of the codes: ${list(Object.keys(errors))}.`,
          ar: {
            message: `«${iso(key)}» ليس رمز خطأ في ${iso('schemas/catalog/errors.json')}.${didYouMeanAr(key, Object.keys(errors))}`,
            fix: `يرجى استخدام ${iso('"success"')} أو ${iso('"error"')} أو أحد رموز الأخطاء: ${isoList(Object.keys(errors))}.`,
          },
        });
      }
      issues.push(...outcomeIssues(outcome, { ...step, form: enteredFormOf(journey, step) }, stepIds, tree, file, at));
    }
  });
  issues.push(...unreachable(journey, file, prefix));
  return issues;
}

function unreachable(journey: JourneyConfig, file: string, prefix: string): ConfigIssue[] {
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const reached = new Set<string>();
  const queue = journey.steps[0] ? [journey.steps[0].id] : [];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const outcome of Object.values(byId.get(id)?.on ?? {})) if ('goto' in outcome && outcome.goto !== undefined) queue.push(outcome.goto);
  }
  return journey.steps.flatMap((step, i) =>
    reached.has(step.id) ? [] : [{
      file, pointer: `${prefix}/steps/${i}`,
      message: `Step "${step.id}" can never be reached: no outcome leads to it from the first step.`,
      fix: `Add { "goto": "${step.id}" } to an outcome of a reachable step, or remove the step.`,
      ar: {
        message: `لا يمكن الوصول إلى الخطوة «${iso(step.id)}» أبدًا: لا تقود إليها أي نتيجة انطلاقًا من الخطوة الأولى.`,
        fix: `يرجى إضافة ${iso(`{ "goto": "${step.id}" }`)} إلى نتيجة خطوة يمكن الوصول إليها، أو حذف الخطوة.`,
      },
    }],
  );
}

export function lintJourneys(tree: ConfigTree): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const routes = new Map<string, string>();
  for (const [name, { file, data }] of Object.entries(tree.journeys)) {
    issues.push(...lintJourney(tree, data, file, '', name));
    // Routes match case-insensitively and without a trailing slash, as the browser finds them.
    const paths: Array<[string, string]> = [['/route', data.route], ...(data.aliases ?? []).map((alias, i): [string, string] => [`/aliases/${i}`, alias])];
    for (const [pointer, path] of paths) {
      const key = canonicalPath(path);
      const other = routes.get(key);
      if (other) {
        issues.push({
          file, pointer, message: `Route ${path} is also a route of ${other}.`, fix: 'Give each journey its own routes.',
          ar: { message: `المسار ${iso(path)} هو أيضًا مسار للملف ${iso(other)}.`, fix: 'يرجى إعطاء كل رحلة مساراتها الخاصة.' },
        });
      }
      routes.set(key, file);
    }
  }
  return issues;
}
