// The findings several rules give (an unknown field, form or operation; an id that is not its
// file's name; a value listed twice), each once, in English and Arabic. The Arabic keeps one term
// per idea, as the studio's own texts say them: الحقل field, النموذج form, القاعدة rule, الخطة plan,
// الشريك partner, مفتاح النص text key, الرحلة journey, الخطوة step, العملية operation, الشاشة view.
import { didYouMeanAr, iso } from './arabic-findings.js';
import { didYouMean } from './did-you-mean.js';
import type { ConfigIssue } from './types.js';

/** What a finding says: its English and its Arabic, without where it is. */
export type FindingText = Pick<ConfigIssue, 'message' | 'fix' | 'ar'>;

/** A list of names inside Arabic text: one isolate, so its commas and order stay as written. */
export const isoList = (values: Iterable<string>): string => iso([...values].join(', '));
const list = (values: Iterable<string>): string => [...values].join(', ');

/** A name that is not a field of the form (of the form `form` when given). */
export function notAField(name: string, fields: Iterable<string>, form?: string): FindingText {
  const known = [...fields];
  return {
    message: `"${name}" is not a field of ${form ? `form "${form}"` : 'this form'}.${didYouMean(name, known)}`,
    fix: `Use one of the fields: ${list(known)}.`,
    ar: {
      message: `«${iso(name)}» ليس من حقول ${form ? `النموذج «${iso(form)}»` : 'هذا النموذج'}.${didYouMeanAr(name, known)}`,
      fix: `يرجى استخدام أحد الحقول: ${isoList(known)}.`,
    },
  };
}

/** An operation id that is not in the operations catalog; `fix` may say more than the list. */
export function unknownOperation(op: string, operations: string[], orAdd = false): FindingText {
  return {
    message: `Operation "${op}" is not in schemas/catalog/operations.json.${didYouMean(op, operations)}`,
    fix: `Use one of: ${list(operations)}${orAdd ? `, or add "${op}" to operations.json` : ''}.`,
    ar: {
      message: `العملية «${iso(op)}» غير موجودة في ${iso('schemas/catalog/operations.json')}.${didYouMeanAr(op, operations)}`,
      fix: `يرجى استخدام إحدى العمليات: ${isoList(operations)}${orAdd ? `، أو إضافة «${iso(op)}» إلى ${iso('operations.json')}` : ''}.`,
    },
  };
}

/** A form id that names no file of schemas/forms. */
export function unknownForm(id: string, forms: string[]): FindingText {
  return {
    message: `Form "${id}" does not exist.${didYouMean(id, forms)}`,
    fix: `Create schemas/forms/${id}.json or use one of: ${list(forms)}.`,
    ar: {
      message: `النموذج «${iso(id)}» غير موجود.${didYouMeanAr(id, forms)}`,
      fix: `يرجى إنشاء ${iso(`schemas/forms/${id}.json`)} أو استخدام أحد النماذج: ${isoList(forms)}.`,
    },
  };
}

/** A file's "id" that is not its file name. */
export function idNotFileName(id: string, expected: string): FindingText {
  return {
    message: `The id "${id}" differs from the file name.`,
    fix: `Set "id" to "${expected}" or rename the file to ${id}.json.`,
    ar: {
      message: `الرمز «${iso(id)}» يختلف عن اسم الملف.`,
      fix: `يرجى جعل ${iso('"id"')} «${iso(expected)}» أو تغيير اسم الملف إلى ${iso(`${id}.json`)}.`,
    },
  };
}

/** Words for what is listed twice in a catalog: English (capitalised) and Arabic (with its article). */
export const LISTED = {
  Product: 'المنتج',
  Plan: 'الخطة',
  'Plate code': 'رمز اللوحة',
} as const;

/** A catalog's value given twice (`first`: where the first one is). */
export function listedTwice(what: keyof typeof LISTED, value: string, first: string): FindingText {
  return {
    message: `${what} "${value}" is listed twice (first at ${first}).`,
    fix: 'Remove one of the two entries.',
    ar: { message: `${LISTED[what]} «${iso(value)}» مذكور مرتين (أول مرة في ${iso(first)}).`, fix: 'يرجى حذف أحد الإدخالين.' },
  };
}
