// A form as the customer sees it inside a pane: tabs, effects of the partner's features, the
// step's button. Submitting only validates: the preview never calls an operation.
import { useTranslation } from '../lib/use-translation.js';
import type { ResolvedForm } from '../../config/resolve.js';
import { applyEffects, featuresOf, type Features } from '../runtime/effects.js';
import { SchemaForm, type FormData, type FormSchema, type FormUiSchema } from '../theme/index.js';
import { Tabs } from '../ui/tabs.js';
import type { PartnerLook } from './studio-api.js';

export interface FormState {
  tabId: string | undefined;
  data: FormData;
}

export interface FormPreviewProps {
  form: ResolvedForm;
  partner: PartnerLook;
  state: FormState;
  onState: (state: FormState) => void;
  /** i18n key of the button (the step's submit label). */
  submitLabel?: string;
}

export const featuresFor = (partner: PartnerLook): Features => featuresOf(partner.config);

export function FormPreview({ form, partner, state, onState, submitLabel }: FormPreviewProps) {
  const { t, i18n } = useTranslation();
  const features = featuresFor(partner);
  const tabs = form.tabs ?? [];
  const tab = tabs.find((candidate) => candidate.id === state.tabId) ?? tabs[0];
  const schema = (tab?.schema ?? form.schema) as FormSchema | undefined;
  const effects = applyEffects(form.effects, state.data, state.data, features);
  const body = schema ? (
    <SchemaForm
      key={`${form.id}:${tab?.id ?? ''}`}
      formId={form.id}
      // Both panes show the form: each label must point at its own pane's field.
      idPrefix={`${i18n.language}-${form.id}`}
      schema={schema}
      uiSchema={(tab?.uiSchema ?? form.uiSchema) as FormUiSchema | undefined}
      messages={form.messages}
      formData={state.data}
      requiredFields={effects.required}
      hiddenFields={effects.hidden}
      onChange={(data) => onState({ ...state, data: applyEffects(form.effects, state.data, data, features).data })}
      onSubmit={() => undefined}
    >
      <div className="form-actions">
        <button type="submit" className="button">
          {t(submitLabel ?? 'ui.form.submit')}
        </button>
      </div>
    </SchemaForm>
  ) : null;
  return (
    <div className="studio-form" data-form={form.id}>
      {form.title ? <h3 className="studio-form__title">{t(form.title)}</h3> : null}
      {tabs.length > 0 ? (
        <Tabs tabs={tabs.map((item) => ({ id: item.id, label: t(item.label) }))} active={tab?.id} onChange={(id) => onState({ tabId: id, data: {} })}>
          {body}
        </Tabs>
      ) : (
        body
      )}
    </div>
  );
}
