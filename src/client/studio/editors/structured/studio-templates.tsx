// The portal's rjsf theme (widgets, object template) with what a staff editor needs on top: the
// checker's findings shown beside their field at once (not after a blur, as customers get them),
// a picker for each reference to an editor list, and a note on the parts edited as JSON.
import type { FieldProps, FieldTemplateProps, WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../../lib/use-translation.js';
import { FieldTouched } from '../../../theme/form-context.js';
import { FieldShell } from '../../../theme/widgets/field-shell.js';
import { SelectInput } from '../../../theme/widgets/select-input.js';

/** Every finding at a field or below it (a part edited as JSON gathers those inside it). */
export function allErrors(errorSchema: unknown): string[] {
  if (typeof errorSchema !== 'object' || errorSchema === null) return [];
  return Object.entries(errorSchema).flatMap(([key, value]) => (key === '__errors' ? (value as string[]) : allErrors(value)));
}

/** Labels are the file's own keys (and descriptions the meta-schema's English): left to right. */
export function StudioFieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, rawErrors, rawDescription, hidden, children, schema } = props;
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
  return (
    <FieldTouched.Provider value>
      <div className="field-row studio-form__field" data-field={id} lang="en" dir="ltr">
        <FieldShell id={id} label={displayLabel ? label : ''} required={required} error={error} help={rawDescription || undefined}>
          {children}
        </FieldShell>
      </div>
    </FieldTouched.Provider>
  );
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
  const errors = allErrors(props.errorSchema);
  const id = props.fieldPathId.$id;
  return (
    <div className="studio-form__json-part" data-field={id}>
      <p><strong lang="en" dir="ltr">{props.name || props.schema.title}</strong> {t('studio.edit.form.inJson')}</p>
      {props.schema.description ? <p className="field__help" lang="en" dir="ltr">{props.schema.description}</p> : null}
      {errors.length > 0 ? <ul className="studio-form__finding">{errors.map((message, i) => <li key={i} className="field__error">{message}</li>)}</ul> : null}
    </div>
  );
}
