import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { ResolvedForm } from '../../../config/resolve.js';
import type { Values } from '../../runtime/outcome.js';
import { SchemaForm, type FormSchema, type FormUiSchema } from '../../theme/index.js';
import { partOptions } from '../display-cards/card-values.js';
import { applyCopy, missingAllOf, type CopyRule } from './summary-data.js';

interface Props {
  form: ResolvedForm;
  data: Values;
  onChange: (data: Values) => void;
  onValidity: (valid: boolean) => void;
}

/** Communication preferences: an rjsf form of the config, plus its copy and at-least-one rules. */
export function PreferencesPart({ form, data, onChange, onValidity }: Props) {
  const { t } = useTranslation();
  // Not `${form.id}-title`: the studio's preview draws this twice (English, Arabic), each labelled by its own heading.
  const titleId = useId();
  const options = partOptions(form);
  const atLeastOne = options.atLeastOne as { fields: string[]; message: string } | undefined;
  // Spec section 5: a message only once the customer has left one of the fields it is about.
  const [touched, setTouched] = useState(false);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (atLeastOne?.fields.some((field) => event.target.id === `${form.id}_${field}`)) setTouched(true);
  };
  const failing = touched && !!atLeastOne && missingAllOf(atLeastOne.fields, data);
  return (
    <section className="summary-part" aria-labelledby={titleId} onBlur={onBlur}>
      {form.title ? <h2 id={titleId} className="summary-part__title">{t(form.title)}</h2> : null}
      <SchemaForm
        formId={form.id}
        schema={form.schema as FormSchema}
        uiSchema={form.uiSchema as FormUiSchema}
        messages={form.messages}
        formData={data}
        onChange={(next) => onChange(applyCopy(options.copy as CopyRule | undefined, data, next))}
        onValidity={onValidity}
        onSubmit={() => undefined}
      >
        <></>
      </SchemaForm>
      {/* The rule is always shown as guidance and turns into the error once broken after a touch,
          so its appearance never moves the controls below it under the pointer. */}
      {atLeastOne ? (
        failing ? (
          <p className="field__error" role="alert" data-testid="preference-required">{t(atLeastOne.message)}</p>
        ) : (
          <p className="field__help">{t(atLeastOne.message)}</p>
        )
      ) : null}
    </section>
  );
}
