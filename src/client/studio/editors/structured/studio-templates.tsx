// The portal's rjsf theme (widgets, object template) with what a staff editor needs on top: the
// checker's findings shown beside their field at once (not after a blur, as customers get them),
// a picker for each reference to an editor list, a note on the parts edited as JSON, and the
// meta-schema's labels and help in the studio's language (meta-i18n.ts): in English a label is
// the file's own key, left to right; in Arabic it reads right to left with the key beside it,
// and the help's ids, paths and code stay left to right (bidi-runs.ts).
import type { DescriptionFieldProps, FieldProps, FieldTemplateProps, ObjectFieldTemplateProps, Registry, TitleFieldProps, WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../../lib/use-translation.js';
import { FieldTouched } from '../../../theme/form-context.js';
import { FieldShell } from '../../../theme/widgets/field-shell.js';
import { SelectInput } from '../../../theme/widgets/select-input.js';
import { MetaText } from '../../bidi-text.js';
import { STUDIO_KEY } from './meta-i18n.js';

/** The language of the meta-schema's texts in this form (schema-editor.tsx's formContext). */
const languageOf = (registry: Registry): string => {
  const language = (registry.formContext as { metaLanguage?: unknown } | undefined)?.metaLanguage;
  return typeof language === 'string' ? language : 'en';
};
const dirOf = (language: string) => (language === 'ar' ? 'rtl' : 'ltr');


/** Beside a translated label: the property's own name, as the JSON editor and findings say it. */
function KeyBeside({ schema, language }: { schema: object; language: string }) {
  const key = (schema as Record<string, unknown>)[STUDIO_KEY];
  if (language === 'en' || typeof key !== 'string') return null;
  return <> <code className="studio-form__key" lang="en" dir="ltr">{key}</code></>;
}

/** Every finding at a field or below it (a part edited as JSON gathers those inside it). */
export function allErrors(errorSchema: unknown): string[] {
  if (typeof errorSchema !== 'object' || errorSchema === null) return [];
  return Object.entries(errorSchema).flatMap(([key, value]) => (key === '__errors' ? (value as string[]) : allErrors(value)));
}

export function StudioFieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, rawErrors, rawDescription, hidden, children, schema, registry } = props;
  if (hidden) return <div className="field--hidden">{children}</div>;
  const error = rawErrors?.length ? rawErrors.join(' · ') : undefined;
  if (schema.type === 'object' || schema.type === 'array') {
    return (
      <div className="studio-form__group" data-field={id}>
        {error ? <p className="field__error studio-form__finding" id={`${id}__error`}>{error}</p> : null}
        {children}
      </div>
    );
  }
  const language = languageOf(registry);
  const shownLabel = displayLabel && label ? <>{label}<KeyBeside schema={schema} language={language} /></> : '';
  return (
    <FieldTouched.Provider value>
      <div className="field-row studio-form__field" data-field={id} lang={language} dir={dirOf(language)}>
        <FieldShell id={id} label={shownLabel} required={required} error={error} help={rawDescription ? <MetaText text={rawDescription} language={language} /> : undefined}>
          {children}
        </FieldShell>
      </div>
    </FieldTouched.Provider>
  );
}

/** A group (object) of the form: its title (with its key), help and fields. */
export function StudioObjectFieldTemplate({ properties, title, description, schema, registry }: ObjectFieldTemplateProps) {
  const language = languageOf(registry);
  return (
    <fieldset className="form-fields">
      {title ? <legend className="form-fields__title" lang={language} dir={dirOf(language)}>{title}<KeyBeside schema={schema} language={language} /></legend> : null}
      {typeof description === 'string' && description ? <p className="form-fields__description field__help" lang={language} dir={dirOf(language)}><MetaText text={description} language={language} /></p> : null}
      {properties.map((property) => (property.hidden ? null : <div key={property.name}>{property.content}</div>))}
    </fieldset>
  );
}

/** A list's title (the array templates use it). */
export function StudioTitleFieldTemplate({ id, title, required, schema, registry }: TitleFieldProps) {
  const language = languageOf(registry);
  if (!title) return null;
  return (
    <legend id={id} className="form-fields__title" lang={language} dir={dirOf(language)}>
      {title}<KeyBeside schema={schema} language={language} />{required ? <span className="field__required" aria-hidden="true">*</span> : null}
    </legend>
  );
}

/** A list's help text. */
export function StudioDescriptionFieldTemplate({ id, description, registry }: DescriptionFieldProps) {
  const language = languageOf(registry);
  if (typeof description !== 'string' || !description) return null;
  return <p id={id} className="field__help" lang={language} dir={dirOf(language)}><MetaText text={description} language={language} /></p>;
}

/** A reference: one of the draft's ids or keys; a value not in the list stays, flagged. */
export function PickerWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const list = Array.isArray(props.schema.examples) ? props.schema.examples.map(String) : [];
  const value = typeof props.value === 'string' ? props.value : '';
  const options = list.map((item) => ({ value: item, label: item }));
  if (value && !list.includes(value)) options.unshift({ value, label: t('studio.edit.form.notInList', { value }) });
  return (
    <SelectInput id={props.id} value={value} options={options} placeholder={t('studio.edit.form.pick')} disabled={props.disabled} readOnly={props.readonly}
      required={props.required} error={props.rawErrors?.[0]} onBlur={() => props.onBlur(props.id, value)}
      onChange={(next) => props.onChange(next === '' ? undefined : next)} />
  );
}

/** A part the generated form leaves to the JSON editor: its name, what it is, and its findings. */
export function JsonPartField(props: FieldProps) {
  const { t } = useTranslation();
  const language = languageOf(props.registry);
  const errors = allErrors(props.errorSchema);
  const id = props.fieldPathId.$id;
  // In English the part is named by its key; translated, by its label with the key beside it.
  const name = language === 'en' ? <strong lang="en" dir="ltr">{props.name || props.schema.title}</strong>
    : <><strong>{props.schema.title || props.name}</strong><KeyBeside schema={props.schema} language={language} /></>;
  return (
    <div className="studio-form__json-part" data-field={id}>
      <p>{name} {t('studio.edit.form.inJson')}</p>
      {props.schema.description ? <p className="field__help" lang={language} dir={dirOf(language)}><MetaText text={props.schema.description} language={language} /></p> : null}
      {errors.length > 0 ? <ul className="studio-form__finding">{errors.map((message, i) => <li key={i} className="field__error">{message}</li>)}</ul> : null}
    </div>
  );
}
