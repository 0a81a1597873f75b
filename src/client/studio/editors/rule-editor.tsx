// A validation rule on a field of a form, with its message in English and Arabic: the rule goes
// into the form's schema, the message key into its `messages`, the words into both locale files.
import { useId, useMemo } from 'react';
import { messageKey } from '../../../config/forms/messages.js';
import { useTranslation } from '../../lib/use-translation.js';
import { whyDisabled } from '../disabled-reason.js';
import { useKeptState } from './kept-state.js';
import { flattenTexts, type Texts } from './text-rows.js';
import { LANGUAGES } from '../../lib/i18n.js';

export const RULES = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum'] as const;
export type Rule = (typeof RULES)[number];

/** The rules that fit a field of this schema: length and pattern for a text, bounds for a number, none for a choice. */
export function rulesFor(field: Record<string, unknown> | undefined): Rule[] {
  if (!field || Array.isArray(field.enum) || 'const' in field) return [];
  const types = Array.isArray(field.type) ? field.type : [field.type];
  if (types.includes('string')) return ['minLength', 'maxLength', 'pattern'];
  if (types.includes('number') || types.includes('integer')) return ['minimum', 'maximum'];
  return [];
}

/** Why the value does not fit the rule (a text key), or undefined when it does. */
export function valueProblem(rule: Rule, value: string): string | undefined {
  if (value.trim() === '') return undefined;
  if (rule === 'pattern') {
    try { new RegExp(value, 'u'); return undefined; } catch { return 'studio.edit.rule.problems.pattern'; }
  }
  const n = Number(value);
  // A length is a count of characters: "like 2.5" would be no help for one.
  if (rule === 'minLength' || rule === 'maxLength') return Number.isInteger(n) && n >= 0 ? undefined : 'studio.edit.rule.problems.length';
  return Number.isFinite(n) ? undefined : 'studio.edit.rule.problems.number';
}

type Form = { id: string; schema?: { properties?: Record<string, Record<string, unknown>> }; messages?: Record<string, Record<string, string>> };

/** The form with the rule and its message key added; the key is made from the form, field and rule. */
export function withRule(form: Form, field: string, rule: Rule, value: string): { form: Form; key: string } {
  const key = `validation.${form.id}.${field}.${rule}`;
  const typed = rule === 'pattern' ? value : Number(value);
  const properties = { ...form.schema?.properties, [field]: { ...form.schema?.properties?.[field], [rule]: typed } };
  return {
    key,
    form: { ...form, schema: { ...form.schema, properties }, messages: { ...form.messages, [field]: { ...form.messages?.[field], [rule]: key } } },
  };
}

/** The form without the rule and its message key (the texts stay in the locale files: another form may use them). */
export function withoutRule(form: Form, field: string, rule: Rule): Form {
  const { [rule]: _rule, ...property } = form.schema?.properties?.[field] ?? {};
  const { [rule]: _key, ...messages } = form.messages?.[field] ?? {};
  const otherMessages = Object.fromEntries(Object.entries(form.messages ?? {}).filter(([name]) => name !== field));
  return {
    ...form,
    schema: { ...form.schema, properties: { ...form.schema?.properties, [field]: property } },
    ...(form.messages ? { messages: Object.keys(messages).length > 0 ? { ...otherMessages, [field]: messages } : otherMessages } : {}),
  };
}

/** The rules the form's fields have now, field by field. */
export function rulesOf(form: Form): Array<{ field: string; rule: Rule; value: unknown }> {
  return Object.entries(form.schema?.properties ?? {}).flatMap(([field, property]) =>
    RULES.filter((rule) => rule in property).map((rule) => ({ field, rule, value: property[rule] })));
}

const NOTHING_TYPED = { field: '', rule: '', value: '', en: '', ar: '' };

/**
 * What customers read when a field breaks a rule, in each language: the page's own lookup chain
 * (config/forms/messages.ts) run on the editor's texts, so a rule shows in words, not as `\S`.
 */
export function ruleMessages(form: Form, field: string, rule: Rule, texts: Record<(typeof LANGUAGES)[number], Record<string, string>>): Array<{ lng: 'en' | 'ar'; text: string | undefined }> {
  return LANGUAGES.map((lng) => {
    const flat = texts[lng];
    const key = messageKey(form.id, field, rule, form.messages, (candidate) => (flat[candidate] ?? '').trim() !== '');
    return { lng, text: flat[key] };
  });
}

interface RuleEditorProps {
  form: Form;
  /** The editor's locale files (unsaved edits included): each rule shows the message customers read. */
  texts?: { en: Texts; ar: Texts };
  onApply(form: Form, key: string, en: string, ar: string): void;
  onRemove(form: Form): void;
  /** Where what is typed is kept until it is added (kept-state.ts): the draft and the form's file. */
  keepAs?: string;
}

export function RuleEditor({ form, texts, onApply, onRemove, keepAs }: RuleEditorProps) {
  const { t } = useTranslation();
  const uid = useId();
  const flat = useMemo(() => texts && { en: flattenTexts(texts.en), ar: flattenTexts(texts.ar) }, [texts?.en, texts?.ar]);
  const properties = form.schema?.properties ?? {};
  // Only fields some rule fits: a choice or a yes/no takes none, so it is not offered.
  const fields = Object.keys(properties).filter((name) => rulesFor(properties[name]).length > 0);
  const [typed, setTyped, clear] = useKeptState(keepAs, NOTHING_TYPED);
  const set = (name: keyof typeof NOTHING_TYPED) => (next: string) => setTyped((current) => ({ ...current, [name]: next }));
  const field = fields.includes(typed.field) ? typed.field : fields[0] ?? '';
  const rules = rulesFor(properties[field]);
  const rule = rules.includes(typed.rule as Rule) ? typed.rule as Rule : rules[0]!;
  const { value, en, ar } = typed;
  if (fields.length === 0) return <p className="studio__hint">{t('studio.edit.rule.noFields')}</p>;
  const numeric = rule !== 'pattern';
  const problem = valueProblem(rule, value);
  const ready = value.trim() !== '' && !problem && en.trim() !== '' && ar.trim() !== '';
  // The value's own problem is shown under it; Add points to it rather than saying it twice.
  const why = whyDisabled(`${uid}-why`, ready || problem ? null : value.trim() === '' ? t('studio.whyDisabled.ruleValue') : t('studio.whyDisabled.ruleMessages'));
  const existing = rulesOf(form);
  return (
    <>
    <section className="studio-rules" aria-labelledby={`${uid}-rules`}>
      <h3 id={`${uid}-rules`}>{t('studio.edit.rule.existing')}</h3>
      {existing.length === 0 ? <p className="studio__hint">{t('studio.edit.rule.none')}</p> : (
        <ul className="studio-rules__list">
          {existing.map(({ field, rule, value }) => (
            <li key={`${field}.${rule}`}>
              <span><bdi dir="ltr">{field}</bdi>: {t(`studio.edit.rule.rules.${rule}`)} <bdi dir="ltr">{String(value)}</bdi></span>{' '}
              <button type="button" className="studio-form__button studio-form__button--remove" onClick={() => onRemove(withoutRule(form, field, rule))}
                aria-label={t('studio.edit.rule.removeRule', { field, rule: t(`studio.edit.rule.rules.${rule}`) })}>
                {t('studio.edit.rule.remove')}
              </button>
              {flat ? (
                <span className="studio-rules__message">
                  {t('studio.edit.rule.customersRead')}{' '}
                  {ruleMessages(form, field, rule, flat).map(({ lng, text }) => (
                    <q key={lng} lang={lng} dir={lng === 'ar' ? 'rtl' : 'ltr'}>{text ?? t('studio.edit.rule.noText')}</q>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
    <form className="studio-rule" aria-labelledby={`${uid}-title`} onSubmit={(event) => {
      event.preventDefault();
      if (!ready) return;
      const made = withRule(form, field, rule, value);
      onApply(made.form, made.key, en, ar);
      // Added: the form is empty for the next rule (it now shows in the list above).
      clear();
    }}>
      <h3 id={`${uid}-title`}>{t('studio.edit.rule.title')}</h3>
      <label className="studio-field"><span>{t('studio.edit.rule.field')}</span>
        <select value={field} onChange={(e) => set('field')(e.target.value)}>{fields.map((name) => <option key={name} value={name} dir="ltr">{name}</option>)}</select>
      </label>
      <label className="studio-field"><span>{t('studio.edit.rule.rule')}</span>
        <select value={rule} onChange={(e) => set('rule')(e.target.value)}>{rules.map((name) => <option key={name} value={name}>{t(`studio.edit.rule.rules.${name}`)}</option>)}</select>
      </label>
      <label className="studio-field"><span>{t('studio.edit.rule.value')}</span>
        <input value={value} dir="ltr" inputMode={numeric ? 'decimal' : 'text'} onChange={(e) => set('value')(e.target.value)} required
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${uid}-problem` : undefined} />
      </label>
      {problem ? <p id={`${uid}-problem`} className="studio__error" role="alert">{t(problem)}</p> : null}
      <label className="studio-field"><span>{t('studio.edit.rule.messageEn')}</span>
        <input lang="en" dir="ltr" value={en} onChange={(e) => set('en')(e.target.value)} required />
      </label>
      <label className="studio-field"><span>{t('studio.edit.rule.messageAr')}</span>
        <input lang="ar" dir="rtl" value={ar} onChange={(e) => set('ar')(e.target.value)} required />
      </label>
      <button type="submit" className="button" disabled={!ready} aria-describedby={problem ? `${uid}-problem` : why.button['aria-describedby']}>{t('studio.edit.rule.add')}</button>
      {why.hint}
    </form>
    </>
  );
}
