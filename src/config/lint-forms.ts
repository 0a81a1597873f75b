// Form and catalog rules that a meta-schema cannot express (they need the rest of the tree).
import { didYouMeanAr, iso } from './arabic-findings.js';
import { didYouMean } from './did-you-mean.js';
import { idNotFileName, isoList, listedTwice, notAField, type LISTED } from './finding-texts.js';
import type { ConfigIssue, ConfigTree, FormConfig } from './types.js';
import { isObject } from './types.js';

/** Every field name a form's schema (or any of its tabs) defines at the top level. */
export function formFields(form: FormConfig): Set<string> {
  const schemas = form.tabs ? form.tabs.map((t) => t.schema) : form.schema ? [form.schema] : [];
  return new Set([...schemas.flatMap((s) => Object.keys(s.properties)), ...pictureFields(form.uiSchema)]);
}

/** Card pictures a capture widget keeps beside the data (its `images` option) are fields too. */
function pictureFields(uiSchema: unknown): string[] {
  if (!isObject(uiSchema)) return [];
  return Object.values(uiSchema).flatMap((ui) => {
    const options = isObject(ui) && ui['ui:widget'] === 'card-capture' && isObject(ui['ui:options']) ? ui['ui:options'] : {};
    return Array.isArray(options.images) ? options.images.filter((name): name is string => typeof name === 'string') : [];
  });
}

function xEnumOnNonString(node: unknown, pointer: string, out: string[]): void {
  if (!isObject(node)) return;
  if ('x-enum' in node && node.type !== 'string') out.push(pointer);
  if (isObject(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) xEnumOnNonString(child, `${pointer}/properties/${name}`, out);
  }
  if (isObject(node.items)) xEnumOnNonString(node.items, `${pointer}/items`, out);
}

/** A uiSchema key is a `ui:` option or a field of the form; anything else styles nothing. */
function uiSchemaFieldIssues(uiSchema: unknown, fields: Set<string>, file: string, at: string): ConfigIssue[] {
  if (!isObject(uiSchema)) return [];
  return Object.keys(uiSchema).filter((key) => !key.startsWith('ui:') && !fields.has(key)).map((key) => ({
    file, pointer: `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    message: `The uiSchema names "${key}", which is not a field of this form, so it changes nothing.${didYouMean(key, fields)}`,
    fix: `Use one of the fields: ${[...fields].join(', ')}.`,
    ar: {
      message: `يذكر ${iso('uiSchema')} «${iso(key)}»، وهو ليس من حقول هذا النموذج، فلا يغيّر شيئًا.${didYouMeanAr(key, fields)}`,
      fix: `يرجى استخدام أحد الحقول: ${isoList(fields)}.`,
    },
  }));
}

/** `expectedId` is the file name for a base form; undefined for a partner-merged copy. */
export function lintForm(form: FormConfig, file: string, prefix: string, expectedId?: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (expectedId !== undefined && form.id !== expectedId) {
    issues.push({ file, pointer: `${prefix}/id`, ...idNotFileName(form.id, expectedId) });
  }
  if (Boolean(form.schema) === Boolean(form.tabs)) {
    issues.push({
      file, pointer: prefix, message: 'A form needs exactly one of "schema" (one page) or "tabs" (a lookup page).', fix: form.schema ? 'Remove "schema" or "tabs".' : 'Add "schema" or "tabs".',
      ar: {
        message: `يحتاج النموذج إلى واحد فقط من ${iso('"schema"')} (صفحة واحدة) أو ${iso('"tabs"')} (صفحة بحث بتبويبات).`,
        fix: form.schema ? `يرجى حذف ${iso('"schema"')} أو ${iso('"tabs"')}.` : `يرجى إضافة ${iso('"schema"')} أو ${iso('"tabs"')}.`,
      },
    });
  }
  const seen = new Set<string>();
  form.tabs?.forEach((tab, i) => {
    if (seen.has(tab.id)) {
      issues.push({ file, pointer: `${prefix}/tabs/${i}/id`, message: `Tab id "${tab.id}" is used twice.`, fix: 'Give every tab its own id.', ar: { message: `رمز التبويب «${iso(tab.id)}» مستخدم مرتين.`, fix: 'يرجى إعطاء كل تبويب رمزًا خاصًا به.' } });
    }
    seen.add(tab.id);
  });
  const fields = formFields(form);
  const known = [...fields].join(', ');
  for (const field of Object.keys(form.messages ?? {})) {
    if (!fields.has(field)) {
      issues.push({
        file, pointer: `${prefix}/messages/${field}`, message: `Messages are given for "${field}", which is not a field of this form.`, fix: `Use one of the fields: ${known}.`,
        ar: { message: `الرسائل مكتوبة للحقل «${iso(field)}»، وهو ليس من حقول هذا النموذج.${didYouMeanAr(field, fields)}`, fix: `يرجى استخدام أحد الحقول: ${isoList(fields)}.` },
      });
    }
  }
  form.effects?.forEach((effect, i) => {
    const named: Array<[string, string]> = [];
    if (effect.when.field) named.push([`/effects/${i}/when/field`, effect.when.field]);
    for (const action of ['require', 'clear', 'show', 'hide'] as const) {
      effect.then[action]?.forEach((f, j) => named.push([`/effects/${i}/then/${action}/${j}`, f]));
    }
    for (const [pointer, field] of named) {
      if (!fields.has(field)) issues.push({ file, pointer: prefix + pointer, ...notAField(field, fields) });
    }
  });
  issues.push(...uiSchemaFieldIssues(form.uiSchema, fields, file, `${prefix}/uiSchema`));
  form.tabs?.forEach((tab, i) => issues.push(...uiSchemaFieldIssues(tab.uiSchema, fields, file, `${prefix}/tabs/${i}/uiSchema`)));
  const bad: string[] = [];
  if (form.schema) xEnumOnNonString(form.schema, '/schema', bad);
  form.tabs?.forEach((tab, i) => xEnumOnNonString(tab.schema, `/tabs/${i}/schema`, bad));
  for (const pointer of bad) {
    issues.push({
      file, pointer: prefix + pointer, message: '"x-enum" is used on a field that is not a string.', fix: 'Add "type": "string" to the field: catalog values are strings.',
      ar: { message: `${iso('"x-enum"')} مستخدم في حقل ليس نصًا.`, fix: `يرجى إضافة ${iso('"type": "string"')} إلى الحقل: قيم القوائم نصوص.` },
    });
  }
  return issues;
}

function duplicates(values: string[], file: string, pointerOf: (i: number) => string, what: keyof typeof LISTED): ConfigIssue[] {
  const first = new Map<string, number>();
  const issues: ConfigIssue[] = [];
  values.forEach((v, i) => {
    const earlier = first.get(v);
    if (earlier === undefined) first.set(v, i);
    else issues.push({ file, pointer: pointerOf(i), ...listedTwice(what, v, pointerOf(earlier)) });
  });
  return issues;
}

export function lintCatalogs(tree: ConfigTree): ConfigIssue[] {
  const { products, plateCodes } = tree.catalogs;
  const productIds = new Set(products.data.products.map((p) => p.id));
  const issues = [
    ...duplicates(products.data.products.map((p) => p.id), products.file, (i) => `/products/${i}/id`, 'Product'),
    ...duplicates(products.data.plans.map((p) => p.id), products.file, (i) => `/plans/${i}/id`, 'Plan'),
    ...duplicates(plateCodes.data.codes.map((c) => c.value), plateCodes.file, (i) => `/codes/${i}/value`, 'Plate code'),
  ];
  products.data.plans.forEach((plan, i) => {
    if (!productIds.has(plan.product)) {
      issues.push({
        file: products.file, pointer: `/plans/${i}/product`, message: `Plan ${plan.id} belongs to product "${plan.product}", which is not in "products".`, fix: `Use one of the products: ${[...productIds].join(', ')}.`,
        ar: { message: `الخطة ${iso(plan.id)} تابعة للمنتج «${iso(plan.product)}»، وهو غير موجود في ${iso('"products"')}.`, fix: `يرجى استخدام أحد المنتجات: ${isoList(productIds)}.` },
      });
    }
  });
  return issues;
}
