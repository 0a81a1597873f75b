import { useTranslation } from 'react-i18next';
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
  const options = partOptions(form);
  const atLeastOne = options.atLeastOne as { fields: string[]; message: string } | undefined;
  return (
    <section className="summary-part" aria-labelledby={`${form.id}-title`}>
      {form.title ? <h2 id={`${form.id}-title`} className="summary-part__title">{t(form.title)}</h2> : null}
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
      {atLeastOne && missingAllOf(atLeastOne.fields, data) ? (
        <p className="field__error" role="alert" data-testid="preference-required">
          {t(atLeastOne.message)}
        </p>
      ) : null}
    </section>
  );
}
