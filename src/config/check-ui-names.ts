// Names in a form that the browser's runtime looks up: a widget, field or template rjsf does not
// have makes the form fail to draw ("Something went wrong"), and an unknown format is an error
// of ajv. Each is refused here with the closest known name; the lists are in ui-names.ts.
import { iso, TYPE_NAMES_AR } from './arabic-findings.js';
import { closest, suggestFix as suggest } from './did-you-mean.js';
import { isoList } from './finding-texts.js';
import type { ConfigIssue, FormConfig } from './types.js';
import { isObject } from './types.js';
import { FORMATS, RJSF_FIELDS, TEMPLATES, widgetsFor } from './ui-names.js';

/** A `format` of a form's JSON Schema (called for each schema node, lint-schema.ts). */
export function formatIssues(node: Record<string, unknown>, file: string, at: string): ConfigIssue[] {
  const format = node.format;
  if (typeof format !== 'string' || FORMATS.includes(format)) return [];
  return [{
    file, pointer: `${at}/format`, message: `There is no format "${format}".`, fix: `${suggest(format, FORMATS)}Use one of the formats: ${FORMATS.join(', ')}; or a "pattern".`,
    ar: { message: `لا توجد صيغة باسم «${iso(format)}».`, fix: `${suggestAr(format, FORMATS)}يرجى استخدام إحدى الصيغ: ${isoList(FORMATS)}؛ أو ${iso('"pattern"')}.` },
  }];
}

/** « هل تقصد "x"؟ » at the head of an Arabic fix, or ''. */
function suggestAr(wrong: string, known: readonly string[]): string {
  const found = closest(wrong, known);
  return found ? `هل تقصد «${iso(found)}»؟ ` : '';
}

// Words staff use for a widget rjsf names otherwise: the suggestion when no name is a near typo.
const SYNONYMS: Record<string, string> = { slider: 'range', dropdown: 'select', toggle: 'checkbox', spinner: 'updown', number: 'updown', multiline: 'textarea' };

function suggestWidget(wrong: string, known: string[]): string {
  const synonym = SYNONYMS[wrong.toLowerCase()];
  return synonym && known.includes(synonym) ? `Did you mean "${synonym}"? ` : suggest(wrong, known);
}

function suggestWidgetAr(wrong: string, known: string[]): string {
  const synonym = SYNONYMS[wrong.toLowerCase()];
  return synonym && known.includes(synonym) ? `هل تقصد «${iso(synonym)}»؟ ` : suggestAr(wrong, known);
}

/** The JSON type rjsf picks a widget by (its getSchemaType, simplified); undefined if it cannot be told. */
function typeOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') as string | undefined;
  if ('enum' in schema || 'x-enum' in schema) return 'string';
  if ('const' in schema) return typeof schema.const === 'number' ? 'number' : typeof schema.const;
  return isObject(schema.properties) ? 'object' : undefined;
}

/** The schema of a uiSchema key: the property of that name, else the items of a list. */
function childSchema(schema: unknown, key: string): unknown {
  if (!isObject(schema)) return undefined;
  if (isObject(schema.properties) && key in schema.properties) return schema.properties[key];
  return key === 'items' ? schema.items : undefined;
}

/** Property names of an object schema: its own, and (with `branches`) those its conditions may add. */
function propertyNames(schema: unknown, branches: boolean): string[] {
  if (!isObject(schema)) return [];
  const own = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  if (!branches) return own;
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : []));
  const conditional = [schema.then, schema.else, ...(isObject(schema.dependencies) ? Object.values(schema.dependencies) : [])];
  return [...new Set([...own, ...[...nested, ...conditional].flatMap((s) => propertyNames(s, true))])];
}

/**
 * `ui:order`: rjsf refuses to draw an object whose order has two "*", and draws a field named twice
 * twice (errors). A name that is no field is ignored, and a field left out without a "*" is shown
 * after the others by the portal's theme (chosen-widgets.ts; rjsf alone would refuse): warnings.
 */
function orderIssues(order: unknown[], schema: unknown, file: string, pointer: string): ConfigIssue[] {
  const own = propertyNames(schema, false);
  if (own.length === 0) return [];
  const known = propertyNames(schema, true);
  const issues: ConfigIssue[] = [];
  order.forEach((name, i) => {
    if (name === '*' || (typeof name === 'string' && known.includes(name))) return;
    issues.push({
      severity: 'warning', file, pointer: `${pointer}/${i}`, message: `"ui:order" names ${JSON.stringify(name)}, which is not a field here: it is ignored.`, fix: `${typeof name === 'string' ? suggest(name, known) : ''}Name only the fields of this object (${known.join(', ')}), or "*" for the rest.`,
      ar: {
        message: `يذكر ${iso('"ui:order"')} ${iso(String(JSON.stringify(name)))}، وهو ليس حقلًا هنا: فيُتجاهل.`,
        fix: `${typeof name === 'string' ? suggestAr(name, known) : ''}يرجى ذكر حقول هذه المجموعة فقط (${isoList(known)})، أو ${iso('"*"')} لبقية الحقول.`,
      },
    });
  });
  const seen = new Set<unknown>();
  order.forEach((name, i) => {
    if (seen.has(name)) {
      issues.push({
        file, pointer: `${pointer}/${i}`, message: `"ui:order" names ${JSON.stringify(name)} twice${name === '*' ? ', so the form would not draw' : ': the field would be drawn twice'}.`, fix: 'Keep one of them.',
        ar: { message: `يذكر ${iso('"ui:order"')} ${iso(String(JSON.stringify(name)))} مرتين${name === '*' ? '، فلن يُعرض النموذج' : ': فسيُعرض الحقل مرتين'}.`, fix: 'يرجى إبقاء واحد منهما.' },
      });
    }
    seen.add(name);
  });
  if (!order.includes('*')) {
    const left = own.filter((name) => !order.includes(name));
    if (left.length > 0) {
      issues.push({
        severity: 'warning', file, pointer, message: `"ui:order" leaves out ${left.map((n) => `"${n}"`).join(', ')}: shown after the other fields.`, fix: `Add ${left.length === 1 ? 'it' : 'them'} where ${left.length === 1 ? 'it belongs' : 'they belong'}, or "*" where the fields not named go.`,
        ar: {
          message: `لا يذكر ${iso('"ui:order"')} ${left.length === 1 ? 'الحقل' : 'الحقول'} ${isoList(left)}: ${left.length === 1 ? 'يُعرض' : 'تُعرض'} بعد الحقول الأخرى.`,
          fix: `يرجى إضافة ${left.length === 1 ? 'الحقل في مكانه' : 'الحقول في أماكنها'}، أو ${iso('"*"')} حيث تُعرض الحقول غير المذكورة.`,
        },
      });
    }
  }
  return issues;
}

function walk(ui: unknown, schema: unknown, file: string, at: string, issues: ConfigIssue[], checkOrder = true): void {
  if (!isObject(ui)) return;
  for (const [key, value] of Object.entries(ui)) {
    const pointer = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === 'ui:order' && Array.isArray(value)) {
      if (checkOrder) issues.push(...orderIssues(value, schema, file, pointer));
    } else if (key === 'ui:widget' && typeof value === 'string') {
      const type = typeOf(schema);
      const known = widgetsFor(type);
      if (!known.includes(value)) {
        const shown = known.filter((name) => !/^[A-Z]/.test(name));
        issues.push({
          file, pointer, message: `There is no widget "${value}"${type ? ` for ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} field` : ''}.`, fix: `${suggestWidget(value, known)}Use one of the widgets: ${shown.join(', ')}.`,
          ar: {
            message: `لا توجد أداة عرض باسم «${iso(value)}»${type ? ` لحقل من النوع ${TYPE_NAMES_AR[type] ?? iso(type)}` : ''}.`,
            fix: `${suggestWidgetAr(value, known)}يرجى استخدام إحدى أدوات العرض: ${isoList(shown)}.`,
          },
        });
      }
    } else if (key === 'ui:field' && typeof value === 'string') {
      if (!RJSF_FIELDS.includes(value)) {
        issues.push({
          file, pointer, message: `There is no field "${value}".`, fix: `${suggest(value, RJSF_FIELDS)}Use one of the fields: ${RJSF_FIELDS.join(', ')}; or remove "ui:field".`,
          ar: { message: `لا يوجد نوع حقل باسم «${iso(value)}».`, fix: `${suggestAr(value, RJSF_FIELDS)}يرجى استخدام أحد أنواع الحقول: ${isoList(RJSF_FIELDS)}؛ أو حذف ${iso('"ui:field"')}.` },
        });
      }
    } else if (/^ui:\w+Templates?$/.test(key) && typeof value === 'string') {
      if (!TEMPLATES.includes(value)) {
        issues.push({
          file, pointer, message: `There is no template "${value}".`, fix: `${suggest(value, TEMPLATES)}Use one of the templates: ${TEMPLATES.join(', ')}; or remove "${key}".`,
          ar: { message: `لا يوجد قالب باسم «${iso(value)}».`, fix: `${suggestAr(value, TEMPLATES)}يرجى استخدام أحد القوالب: ${isoList(TEMPLATES)}؛ أو حذف «${iso(key)}».` },
        });
      }
    } else if (!key.startsWith('ui:')) {
      walk(value, childSchema(schema, key), file, pointer, issues);
    }
  }
}

/** Every widget, field and template a form's uiSchemas (root and tabs) name. */
export function lintUiNames(form: FormConfig, file: string, prefix = ''): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const tabs = form.tabs ?? [];
  // A tabbed form's top-level uiSchema applies to every tab: its fields are the tabs' fields.
  const rootSchema = tabs.length > 0
    ? { type: 'object', properties: Object.assign({}, ...tabs.map((tab) => (isObject(tab.schema) && isObject(tab.schema.properties) ? tab.schema.properties : {}))) as Record<string, unknown> }
    : form.schema;
  // Each tab draws its own fields: the shared uiSchema's ui:order is not checked against their sum.
  walk(form.uiSchema, rootSchema, file, `${prefix}/uiSchema`, issues, tabs.length === 0);
  tabs.forEach((tab, i) => walk(tab.uiSchema, tab.schema, file, `${prefix}/tabs/${i}/uiSchema`, issues));
  return issues;
}
