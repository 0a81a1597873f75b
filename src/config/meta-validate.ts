// Stage one of the check: every file against its meta-schema, and every form's embedded JSON
// Schema compiled, both with ajv in strict mode. Ajv's errors are turned into issues a business
// user can act on: the JSON pointer, what is wrong, and what to write instead.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { ConfigIssue, ConfigKind } from './types.js';
import { isObject } from './types.js';
import { didYouMeanAr, iso, TYPE_WORDS_AR } from './arabic-findings.js';
import { didYouMean, suggestFix } from './did-you-mean.js';
import { enumIssueText, enumMeaningsOf } from './enum-meanings.js';
import { lintEmbeddedSchema } from './lint-schema.js';
import { X_ENUM_CATALOGS } from './x-enum.js';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

export interface OptionRef {
  kind: 'operation' | 'stepField';
  value: unknown;
  /** JSON pointer inside the options. */
  pointer: string;
}

export interface MetaValidator {
  /** Issues of `data` against the meta-schema of `kind`; pointers are prefixed with `prefix`. */
  validate(kind: ConfigKind, data: unknown, file: string, prefix?: string): ConfigIssue[];
  /** Issues of one embedded form schema (compiled by ajv strict; `x-enum` allowed). */
  compileFormSchema(schema: unknown, file: string, pointer: string): ConfigIssue[];
  /** The views a step may name (schemas/meta/views/*.schema.json). */
  viewNames(): string[];
  /** Issues of a view step's `options` against its view's option schema. */
  validateViewOptions(view: string, options: unknown, file: string, pointer: string): ConfigIssue[];
  /**
   * The references a view's options make, found by the `x-ref` annotations of its option schema
   * (`"x-ref": "operation"`: an operation id; `"stepField"`: a field of the step's forms), so the
   * checker can follow them without knowing any view.
   */
  viewOptionRefs(view: string, options: unknown): OptionRef[];
  /** Issues of a `ui:options` object: a form's root options, or a field's. */
  validateUiOptions(level: 'form' | 'field', options: unknown, file: string, pointer: string): ConfigIssue[];
}

/**
 * Live config (src/server/config-live) checks the whole tree on every save: the meta-schemas'
 * compilation and each unchanged form schema's strict compilation are kept from the last check
 * (most of a check's time), keyed by their content so that a changed one is compiled again.
 */
let lastMeta: { key: string; meta: MetaValidator } | undefined;
const strictOk = new Set<string>();
const STRICT_OK_MAX = 500;

export function createMetaValidator(metaSchemas: Record<string, Record<string, unknown>>, viewSchemas: Record<string, Record<string, unknown>> = {}): MetaValidator {
  const key = JSON.stringify([metaSchemas, viewSchemas]);
  if (lastMeta?.key !== key) lastMeta = { key, meta: compileMetaValidator(metaSchemas, viewSchemas) };
  return lastMeta.meta;
}

function compileMetaValidator(metaSchemas: Record<string, Record<string, unknown>>, viewSchemas: Record<string, Record<string, unknown>>): MetaValidator {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true, verbose: true });
  addFormats(ajv);
  // Collects what `x-ref` marks while a view's options are validated (a pure annotation: never fails).
  let refs: OptionRef[] = [];
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    metaSchema: { enum: ['operation', 'stepField'] },
    errors: false,
    validate: (kind: OptionRef['kind'], value: unknown, _schema?: unknown, cxt?: { instancePath: string }) => {
      refs.push({ kind, value, pointer: cxt?.instancePath ?? '' });
      return true;
    },
  });
  // An annotation: what each value of a sibling `enum` means (enum-meanings.ts).
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  const validators = new Map<string, ValidateFunction>();
  for (const [kind, schema] of Object.entries(metaSchemas)) validators.set(kind, ajv.compile(schema));
  const views = new Map(Object.entries(viewSchemas).map(([view, schema]) => [view, ajv.compile(schema)]));
  const uiMeta = metaSchemas['ui-options'];
  const uiField = uiMeta && isObject(uiMeta.definitions) && isObject(uiMeta.definitions.field)
    ? ajv.compile({ ...uiMeta.definitions.field, definitions: uiMeta.definitions })
    : undefined;
  const run = (validate: ValidateFunction | undefined, data: unknown, file: string, prefix: string): ConfigIssue[] =>
    !validate || validate(data) ? [] : readableErrors(validate.errors ?? []).map((e) => toIssue(e, file, prefix));

  return {
    validate(kind, data, file, prefix = '') {
      const validate = validators.get(kind);
      if (!validate) {
        return [{
          file, pointer: prefix, message: `No meta-schema for ${kind} files.`, fix: `Add schemas/meta/${kind}.schema.json.`,
          ar: { message: `لا يوجد وصف لشكل ملفات ${iso(kind)}.`, fix: `يرجى إضافة ${iso(`schemas/meta/${kind}.schema.json`)}.` },
        }];
      }
      if (validate(data)) return [];
      return readableErrors(validate.errors ?? []).map((e) => toIssue(e, file, prefix));
    },
    viewNames: () => [...views.keys()],
    validateViewOptions: (view, options, file, pointer) => run(views.get(view), options ?? {}, file, pointer),
    viewOptionRefs(view, options) {
      refs = [];
      views.get(view)?.(options ?? {});
      const found = refs;
      refs = [];
      return found;
    },
    validateUiOptions: (level, options, file, pointer) => run(level === 'form' ? validators.get('ui-options') : uiField, options, file, pointer),
    compileFormSchema(schema, file, pointer) {
      const own = lintEmbeddedSchema(schema, file, pointer);
      if (own.length > 0) return own;
      const text = JSON.stringify(schema);
      if (strictOk.has(text)) return [];
      // A fresh instance each time: form schemas carry no $id, and nothing must leak between forms.
      const formAjv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
      addFormats(formAjv);
      formAjv.addKeyword({ keyword: 'x-enum', schemaType: 'string', metaSchema: { enum: [...X_ENUM_CATALOGS] } });
      try {
        formAjv.compile(schema as Record<string, unknown>);
        if (strictOk.size >= STRICT_OK_MAX) strictOk.clear();
        strictOk.add(text);
        return [];
      } catch (error) {
        const said = strictSaid((error as Error).message);
        return [{
          file, pointer,
          message: said.en,
          fix: `Use only draft-07 keywords (check the spelling), give every keyword a matching "type", and use "x-enum" only with ${X_ENUM_CATALOGS.join(', ')}.`,
          ar: { message: said.ar, fix: `يرجى تصحيح الحقل: أعطِ كل قاعدة نوعًا يناسبها، واستخدم ${iso('x-enum')} مع ${iso(X_ENUM_CATALOGS.join(', '))} فقط.` },
        }];
      }
    },
  };
}

/** ajv's strict-mode refusal in staff words, in English and (for the refusals it knows) Arabic: which field, and what it lacks; never ajv's own jargon. */
export function strictSaid(ajvMessage: string): { en: string; ar: string } {
  const at = /at "#?([^"]*)"/.exec(ajvMessage)?.[1] ?? '';
  const field = /\/properties\/([^/]+)$/.exec(at)?.[1];
  const where = field ? `Field "${field}"` : 'A part of this form';
  const whereAr = field ? `الحقل «${iso(field)}»` : 'جزء من هذا النموذج';
  const missing = /missing type "([^"]+)" for keyword "([^"]+)"/.exec(ajvMessage);
  if (missing) {
    return {
      en: `${where} has the rule "${missing[2]}", which needs it to say it is of type "${missing[1]}", and it does not.`,
      ar: `${whereAr} عليه القاعدة «${iso(missing[2]!)}»، وهي تتطلب أن يكون من النوع «${iso(missing[1]!)}»، وهو ليس كذلك.`,
    };
  }
  const notAllowed = /type "([^"]+)" not allowed by context/.exec(ajvMessage);
  if (notAllowed) return { en: `${where} is of type "${notAllowed[1]}", which its surroundings do not allow.`, ar: `${whereAr} من النوع «${iso(notAllowed[1]!)}»، وما يحيط به لا يسمح بذلك.` };
  const unknown = /unknown (?:keyword|format)[^"]*"([^"]+)"/.exec(ajvMessage);
  if (unknown) return { en: `${where} uses "${unknown[1]}", which a form does not know.`, ar: `${whereAr} يستخدم «${iso(unknown[1]!)}»، وهو غير معروف في النماذج.` };
  const said = ajvMessage.replace(/^strict mode: /, '').replace(/ \(strict\w*\)$/, '');
  return { en: `${where} cannot be used as written: ${said}.`, ar: `${whereAr} لا يمكن استخدامه كما هو مكتوب (${iso(said)}).` };
}

/** Drops the per-branch noise below a failed oneOf/anyOf/propertyNames: the summary error says it better. */
function readableErrors(errors: ErrorObject[]): ErrorObject[] {
  const summaries = errors.filter((e) => ['oneOf', 'anyOf', 'propertyNames'].includes(e.keyword)).map((e) => `${e.schemaPath}/`);
  return errors.filter((e) => !summaries.some((s) => e.schemaPath.startsWith(s)));
}

function shapesOf(branches: unknown): string {
  if (!Array.isArray(branches)) return 'one of the allowed shapes';
  return branches
    .map((b) => {
      if (!isObject(b)) return 'a value';
      if (Array.isArray(b.required)) return `{ ${b.required.map((r) => `"${String(r)}"`).join(', ')} }`;
      if ('const' in b) return JSON.stringify(b.const);
      if (typeof b.$ref === 'string') return `a value like ${b.$ref.split('/').pop()}`;
      return `a ${String(b.type ?? 'value')}`;
    })
    .join(' or ');
}

/** Plain words for a wrong type: what the value should have been, and how to write it. */
const TYPE_WORDS: Record<string, { what: string; fix: string }> = {
  boolean: { what: 'true or false', fix: 'Write true or false, without quotes.' },
  integer: { what: 'a whole number', fix: 'Write a whole number, without quotes (e.g. 2).' },
  number: { what: 'a number', fix: 'Write a number, without quotes (e.g. 2.5).' },
  string: { what: 'a text', fix: 'Write a text in double quotes (e.g. "abc").' },
  array: { what: 'a list', fix: 'Write a list in square brackets (e.g. ["a", "b"]).' },
  object: { what: 'an object', fix: 'Write an object in curly brackets (e.g. { "name": "value" }).' },
};

function toIssue(e: ErrorObject, file: string, prefix: string): ConfigIssue {
  const pointer = prefix + e.instancePath;
  const parent = isObject(e.parentSchema) ? e.parentSchema : {};
  const hint = typeof parent.description === 'string' ? ` (${parent.description})` : '';
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const props = isObject(parent.properties) ? parent.properties : {};
      const prop = props[String(p.missingProperty)];
      const what = isObject(prop) && typeof prop.description === 'string' ? `: ${prop.description}` : '.';
      const name = String(p.missingProperty);
      return { file, pointer, message: `"${name}" is missing.`, fix: `Add "${name}"${what}`, ar: { message: `«${iso(name)}» غير موجود.`, fix: `يرجى إضافة «${iso(name)}».` } };
    }
    case 'additionalProperties': {
      const allowed = isObject(parent.properties) ? Object.keys(parent.properties) : [];
      return {
        file, pointer: `${pointer}/${String(p.additionalProperty)}`,
        message: `"${String(p.additionalProperty)}" is not allowed here.${didYouMean(String(p.additionalProperty), allowed)}`,
        fix: allowed.length ? `${suggestFix(String(p.additionalProperty), allowed)}Remove it or correct its spelling; allowed here: ${allowed.join(', ')}.` : 'Remove it.',
        ar: {
          message: `«${iso(String(p.additionalProperty))}» غير مسموح به هنا.${didYouMeanAr(String(p.additionalProperty), allowed)}`,
          fix: allowed.length ? `يرجى حذفه أو تصحيح كتابته؛ المسموح به هنا: ${iso(allowed.join(', '))}.` : 'يرجى حذفه.',
        },
      };
    }
    case 'type': {
      const quoted = typeof e.data === 'string' && p.type !== 'string';
      const ar = TYPE_WORDS_AR[String(p.type)];
      return {
        file, pointer,
        message: `${JSON.stringify(e.data)} is ${quoted ? 'a text (in quotes), ' : ''}not ${TYPE_WORDS[String(p.type)]?.what ?? `of type ${String(p.type)}`}.`,
        fix: TYPE_WORDS[String(p.type)]?.fix ?? `Write a value of type ${String(p.type)}.`,
        ...(ar ? { ar: { message: `${iso(JSON.stringify(e.data) ?? '')} ${quoted ? 'نص (بين علامتي تنصيص)، و' : ''}ليس ${ar.what}.`, fix: ar.fix } } : {}),
      };
    }
    case 'enum': {
      const meanings = enumMeaningsOf(parent);
      if (meanings) return { file, pointer, ...enumIssueText(e.data, meanings) };
      const allowed = (p.allowedValues as unknown[]).map(String);
      const list = (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return {
        file, pointer,
        message: `${JSON.stringify(e.data)} is not an allowed value.${typeof e.data === 'string' ? didYouMean(e.data, allowed) : ''}`,
        fix: `${typeof e.data === 'string' ? suggestFix(e.data, allowed) : ''}Use one of: ${list}.`,
        ar: { message: `${iso(JSON.stringify(e.data) ?? '')} ليست قيمة مسموحًا بها.${typeof e.data === 'string' ? didYouMeanAr(e.data, allowed) : ''}`, fix: `يرجى استخدام إحدى القيم: ${iso(list)}.` },
      };
    }
    case 'pattern':
      // The description says in words what the pattern says in a regular expression.
      return {
        file, pointer, message: `${JSON.stringify(e.data)} has the wrong form.`,
        fix: typeof parent.description === 'string' ? `Write ${parent.description.replace(/^(.)/, (c) => c.toLowerCase()).replace(/\.$/, '')}.` : `Write a value matching ${String(p.pattern)}.`,
        // With a description the English fix says the shape in words; the Arabic says the pattern (the description has no Arabic here).
        ar: { message: `${iso(JSON.stringify(e.data) ?? '')} ليس بالشكل المطلوب.`, fix: `يرجى كتابة قيمة تطابق النمط ${iso(String(p.pattern))}.` },
      };
    case 'propertyNames':
      return {
        file, pointer: `${pointer}/${String(p.propertyName)}`,
        message: `"${String(p.propertyName)}" is not a valid name here.`,
        fix: `Rename it to match ${isObject(parent.propertyNames) ? String(parent.propertyNames.pattern) : 'the allowed names'}${hint}.`,
        ar: {
          message: `«${iso(String(p.propertyName))}» ليس اسمًا صالحًا هنا.`,
          fix: isObject(parent.propertyNames) ? `يرجى تغيير الاسم ليطابق النمط ${iso(String(parent.propertyNames.pattern))}.` : 'يرجى تغيير الاسم إلى أحد الأسماء المسموح بها.',
        },
      };
    case 'oneOf':
    case 'anyOf':
      return {
        file, pointer, message: 'The value does not have any of the allowed shapes.', fix: `Write ${shapesOf(e.schema)}${hint}.`,
        ar: { message: 'لا تطابق القيمة أيًّا من الأشكال المسموح بها.', fix: `يرجى كتابة أحد الأشكال: ${iso(shapesOf(e.schema))}.` },
      };
    default:
      return {
        file, pointer, message: `The value ${e.message ?? 'is not valid'}.`, fix: `Change it so that it ${e.message ?? 'is valid'}${hint}.`,
        ar: { message: `القيمة غير صالحة${e.message ? ` (${iso(e.message)})` : ''}.`, fix: 'يرجى تعديل القيمة لتصبح صالحة.' },
      };
  }
}
