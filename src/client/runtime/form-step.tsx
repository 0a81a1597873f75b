import { useCallback, useState } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import type { ResolvedForm } from '../../config/resolve.js';
import { SchemaForm, type FormData, type FormSchema, type FormUiSchema } from '../theme/index.js';
import { useClientState } from '../startup/client-state.js';
import { Tabs } from '../ui/tabs.js';
import { applyEffects, featuresOf } from './effects.js';

export interface FormStepProps {
  form: ResolvedForm;
  /** Starting values (the step's `prefill`); a tab change clears them like everything else. */
  initial?: FormData;
  /** The tab to open first (a signed link's); default the first. */
  initialTab?: string;
  submitLabel: string;
  onSubmit: (data: FormData, tab: string | undefined) => void;
}

/** One rjsf form, or one per tab of a lookup page. */
export default function FormStep({ form, initial, initialTab, submitLabel, onSubmit }: FormStepProps) {
  const { t } = useTranslation();
  const tabs = form.tabs ?? [];
  const [tabId, setTabId] = useState<string | undefined>(tabs.find((tab) => tab.id === initialTab)?.id ?? tabs[0]?.id);
  const { partnerConfig } = useClientState();
  const features = featuresOf(partnerConfig);
  const [formData, setFormData] = useState<FormData>(initial ?? {});
  // Card pictures (upload or scan) travel beside the form data, as form.<field> sources of the
  // journey (the lead upload), never through the JSON Schema.
  const [files, setFiles] = useState<Record<string, File>>({});
  const onFiles = useCallback((field: string, chosen: File[]) => {
    const [file] = chosen;
    setFiles((current) => {
      const { [field]: _old, ...rest } = current;
      return file ? { ...rest, [field]: file } : rest;
    });
  }, []);
  const [valid, setValid] = useState(false);
  const effects = applyEffects(form.effects, formData, formData, features);
  const tab = tabs.find((candidate) => candidate.id === tabId);
  const schema = (tab?.schema ?? form.schema) as FormSchema | undefined;

  // Spec: changing tab clears every entered field.
  const changeTab = (id: string) => {
    if (id === tabId) return;
    setTabId(id);
    setFormData({});
    setValid(false);
  };

  const body = schema ? (
    <SchemaForm
      key={tabId ?? form.id}
      formId={form.id}
      schema={schema}
      // The loader already merged the form's shared uiSchema into each tab's.
      uiSchema={(tab?.uiSchema ?? form.uiSchema) as FormUiSchema | undefined}
      messages={form.messages}
      formData={formData}
      requiredFields={effects.required}
      hiddenFields={effects.hidden}
      onChange={(data) => setFormData(applyEffects(form.effects, formData, data, features).data)}
      onValidity={setValid}
      onFiles={onFiles}
      onSubmit={(data) => onSubmit({ ...data, ...files }, tabId)}
    >
      <div className="form-actions">
        <button type="submit" className="button" disabled={!valid}>
          {submitLabel}
        </button>
      </div>
    </SchemaForm>
  ) : null;

  if (!form.tabs) return body;
  return (
    <Tabs tabs={tabs.map((item) => ({ id: item.id, label: t(item.label) }))} active={tabId} onChange={changeTab}>
      {body}
    </Tabs>
  );
}
