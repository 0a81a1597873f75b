// What a journey step's view and a form's `ui:options` may say: a view the runtime has (its option
// schema in schemas/meta/views/), options that schema accepts, and ui:options the theme and the
// views read (schemas/meta/ui-options.schema.json); operations they name must exist.
import { didYouMeanAr, iso } from './arabic-findings.js';
import { closest, didYouMean, suggestFix } from './did-you-mean.js';
import { isoList, unknownOperation } from './finding-texts.js';
import type { MetaValidator, OptionRef } from './meta-validate.js';
import type { ConfigIssue, ConfigTree, FormConfig, JourneyConfig } from './types.js';
import { isObject } from './types.js';

export function lintViewSteps(tree: ConfigTree, journey: JourneyConfig, meta: MetaValidator, file: string, prefix = ''): ConfigIssue[] {
  const known = meta.viewNames();
  return journey.steps.flatMap((step, i) => {
    const at = `${prefix}/steps/${i}`;
    if (step.kind !== 'view' || !step.view) {
      return step.options !== undefined ? [{
        file, pointer: `${at}/options`, message: 'Only a view step reads "options".', fix: 'Remove "options", or make the step a view step.',
        ar: { message: `خطوة الشاشة وحدها تقرأ ${iso('"options"')}.`, fix: `يرجى حذف ${iso('"options"')}، أو جعل الخطوة خطوة شاشة.` },
      }] : [];
    }
    if (!known.includes(step.view)) {
      const near = closest(step.view, known);
      return [{
        file, pointer: `${at}/view`, message: `There is no view "${step.view}".${didYouMean(step.view, known)}`, fix: `${suggestFix(step.view, known)}Use one of the views: ${known.join(', ')}.`,
        ar: { message: `لا توجد شاشة باسم «${iso(step.view)}».${didYouMeanAr(step.view, known)}`, fix: `${near ? `هل تقصد «${iso(near)}»؟ ` : ''}يرجى استخدام إحدى الشاشات: ${isoList(known)}.` },
      }];
    }
    const shape = meta.validateViewOptions(step.view, step.options, file, `${at}/options`);
    if (shape.length > 0) return shape;
    return meta.viewOptionRefs(step.view, step.options).flatMap((ref) => brokenRef(tree, step, ref, file, `${at}/options${ref.pointer}`));
  });
}

/** A reference a view option makes (see MetaValidator.viewOptionRefs) that leads nowhere. */
function brokenRef(tree: ConfigTree, step: JourneyConfig['steps'][number], ref: OptionRef, file: string, pointer: string): ConfigIssue[] {
  if (typeof ref.value !== 'string') return [];
  if (ref.kind === 'operation') {
    const operations = Object.keys(tree.catalogs.operations.data.operations);
    if (operations.includes(ref.value)) return [];
    return [{ file, pointer, ...unknownOperation(ref.value, operations) }];
  }
  const formIds = [step.form, ...(step.forms ?? [])].filter((id): id is string => typeof id === 'string');
  const fields = formIds.flatMap((id) => {
    const form = tree.forms[id]?.data;
    const schemas = [form?.schema, ...(form?.tabs ?? []).map((tab) => tab.schema)];
    return schemas.flatMap((schema) => (isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : []));
  });
  if (fields.includes(ref.value)) return [];
  return [{
    file, pointer,
    message: `No form of this step (${formIds.join(', ') || 'none'}) has a field "${ref.value}".${didYouMean(ref.value, fields)}`,
    fix: fields.length > 0 ? `Use one of the fields: ${[...new Set(fields)].join(', ')}.` : 'Name the form in the step\'s "forms", or remove the option.',
    ar: {
      message: `لا يوجد في نماذج هذه الخطوة (${formIds.length > 0 ? isoList(formIds) : 'لا يوجد نموذج'}) حقل باسم «${iso(ref.value)}».${didYouMeanAr(ref.value, fields)}`,
      fix: fields.length > 0 ? `يرجى استخدام أحد الحقول: ${isoList(new Set(fields))}.` : `يرجى ذكر النموذج في ${iso('"forms"')} الخاصة بالخطوة، أو حذف الخيار.`,
    },
  }];
}

const OPERATION_OPTIONS = ['confirm', 'validate', 'apply', 'operation'];

/** Every `ui:options` of a form (root, fields, tabs), validated; operation ids must exist. */
export function lintUiOptions(tree: ConfigTree, form: FormConfig, meta: MetaValidator, file: string, prefix = ''): ConfigIssue[] {
  const operations = Object.keys(tree.catalogs.operations.data.operations);
  const issues: ConfigIssue[] = [];
  const check = (level: 'form' | 'field', options: unknown, at: string) => {
    const found = meta.validateUiOptions(level, options, file, at);
    issues.push(...found);
    if (found.length > 0 || !isObject(options)) return;
    for (const key of OPERATION_OPTIONS) {
      const op = options[key];
      if (typeof op === 'string' && !operations.includes(op)) {
        issues.push({ file, pointer: `${at}/${key}`, ...unknownOperation(op, operations) });
      }
    }
  };
  const walk = (uiSchema: unknown, at: string) => {
    if (!isObject(uiSchema)) return;
    if ('ui:options' in uiSchema) check('form', uiSchema['ui:options'], `${at}/ui:options`);
    for (const [field, ui] of Object.entries(uiSchema)) {
      if (!field.startsWith('ui:') && isObject(ui) && 'ui:options' in ui) check('field', ui['ui:options'], `${at}/${field}/ui:options`);
    }
  };
  walk(form.uiSchema, `${prefix}/uiSchema`);
  form.tabs?.forEach((tab, i) => walk(tab.uiSchema, `${prefix}/tabs/${i}/uiSchema`));
  return issues;
}
