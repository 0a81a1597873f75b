import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { blankMessageKey, lightFields, type LightField, type LightForm } from './light-form-model.js';
import { preloadValidators } from './preload-validators.js';

type Values = Record<string, unknown>;

export interface LightFormFieldsProps {
  form: LightForm;
  values: Values;
  onChange: (values: Values) => void;
  /** Class prefix of the rendered parts (`<prefix>__field`, `__message`, `__error`, `__consent`). */
  classPrefix?: string;
  /** URLs of named links (the partner's LINKS), for a checkbox label's `link`. */
  links?: Record<string, string>;
}

/**
 * A light, generic renderer of a flat form config (text, tel, email, checkbox, hidden) for screens
 * whose budget cannot carry rjsf (the landing page: rjsf would add ~65 KB gzip). Labels and
 * messages are i18n keys; checks on submit go through checkLightForm (light-validate.ts).
 */
export function LightFormFields({ form, values, onChange, classPrefix = 'light-form', links = {} }: LightFormFieldsProps) {
  const fields = useMemo(() => lightFields(form), [form]);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const id = useId();
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }));
  return (
    // The validators download once the customer starts on the form, ready when an action is pressed.
    <div className={`${classPrefix}__fields`} onFocusCapture={() => void preloadValidators().catch(() => {})}>
      {fields.map((field) =>
        field.widget === 'hidden' ? null : field.widget === 'checkbox' ? (
          <Checkbox key={field.name} field={field} id={`${id}-${field.name}`} checked={values[field.name] === true} onChange={(v) => set(field.name, v)} classPrefix={classPrefix} links={links} />
        ) : (
          <Input key={field.name} field={field} id={`${id}-${field.name}`} value={values[field.name]} touched={touched[field.name] === true} onChange={(v) => set(field.name, v)} onBlur={() => touch(field.name)} classPrefix={classPrefix} />
        ),
      )}
    </div>
  );
}

interface InputProps {
  field: LightField;
  id: string;
  value: unknown;
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  classPrefix: string;
}

function Input({ field, id, value, touched, onChange, onBlur, classPrefix }: InputProps) {
  const { t } = useTranslation();
  const message = blankMessageKey(field, touched, value);
  const tel = field.widget === 'tel';
  return (
    <div className={`${classPrefix}__field`}>
      <label htmlFor={id}>{field.title ? t(field.title) : field.name}</label>
      <input
        id={id} name={field.name} type={field.widget} autoComplete={field.autocomplete} value={typeof value === 'string' ? value : ''}
        inputMode={tel ? 'tel' : undefined} dir={tel ? 'ltr' : undefined}
        aria-invalid={Boolean(message)} aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)} onBlur={onBlur}
      />
      {/* A reserved line: a message appearing on blur must not move what is below under a click. */}
      <div className={`${classPrefix}__message`}>
        {message ? <p id={`${id}-error`} className={`${classPrefix}__error`}>{t(message)}</p> : null}
      </div>
    </div>
  );
}

interface CheckboxProps {
  field: LightField;
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  classPrefix: string;
  links: Record<string, string>;
}

function Checkbox({ field, id, checked, onChange, classPrefix, links }: CheckboxProps) {
  const { t } = useTranslation();
  const url = field.link ? links[field.link] : undefined;
  const linkText = field.linkText ? t(field.linkText) : '';
  return (
    <div className={`${classPrefix}__consent`}>
      <input id={id} name={field.name} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        {field.checkboxLabel ? t(field.checkboxLabel) : field.title ? t(field.title) : field.name}
        {linkText ? ' ' : null}
        {linkText && url ? <a href={url} target="_blank" rel="noreferrer">{linkText}</a> : linkText}
      </label>
    </div>
  );
}
