// Texts with a count (i18next plurals): one key per plural form, `<key>_<form>`, i18next choosing
// the form from the `count` option by the language's CLDR rules (Intl.PluralRules): English needs
// `_one` and `_other`, Arabic `_zero`, `_one`, `_two`, `_few`, `_many` and `_other`. The checker,
// the studio's texts editor and the locale tests read plural keys through this one module.

export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

const SUFFIX = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);

/** The plural forms a language needs (en: one, other; ar: zero, one, two, few, many, other). */
export function pluralFormsOf(language: string): PluralForm[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return PLURAL_FORMS.filter((form) => categories.includes(form));
}

/** `otp.resendIn_few` -> { key: 'otp.resendIn', form: 'few' }; undefined for a key that is no plural form. */
export function pluralFormOf(key: string): { key: string; form: PluralForm } | undefined {
  const match = SUFFIX.exec(key);
  return match ? { key: match[1]!, form: match[2] as PluralForm } : undefined;
}

/** Whether a language must have this key's text: every key that is no plural form, and the plural
 * forms its rules choose (English has no `_two`; a `_zero` is optional in English, where "0" is other). */
export function needsText(language: string, key: string): boolean {
  const plural = pluralFormOf(key);
  return !plural || pluralFormsOf(language).includes(plural.form);
}
