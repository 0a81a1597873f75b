// The preview: one form, or one step of a journey, in English and Arabic side by side, as the
// chosen partner. Both panes share the entered data, so a change in one shows in the other. A view
// step is drawn by the portal's own view (view-preview.tsx). With keys shown, a click on a text
// names its key (onTextKey), for the texts editor to open at it.
import { useMemo, useState, type MouseEvent } from 'react';
import type { Step } from '../../config/generated/journey.js';
import { useTranslation } from '../lib/use-translation.js';
import type { ResolvedForm } from '../../config/resolve.js';
import { FormPreview, type FormState } from './form-preview.js';
import { PreviewBoundary } from './preview-boundary.js';
import { PreviewPane } from './preview-pane.js';
import { sampleData } from './sample-data.js';
import { textKeyAt } from './text-key.js';
import { ViewPreview } from './view-preview.js';
import { flattenTexts } from './editors/text-rows.js';
import type { JourneyPreview, PartnerLook, StudioStep, Texts } from './studio-api.js';

export type PreviewSubject =
  | { kind: 'form'; partner: PartnerLook; form: ResolvedForm }
  | { kind: 'step'; partner: PartnerLook; journey: JourneyPreview['journey']; step: JourneyPreview['journey']['steps'][number]; forms: Record<string, ResolvedForm> };

export interface PreviewProps {
  subject: PreviewSubject;
  texts: { en: Texts; ar: Texts };
  showKeys: boolean;
  /** Called with the key of a text clicked while keys are shown. */
  onTextKey?: (key: string) => void;
  /** Which languages' panes to draw (both by default; one keeps a phone's page short). */
  languages?: PreviewLanguages;
}

export type PreviewLanguages = 'both' | 'en' | 'ar';

function initialState(form: ResolvedForm): FormState {
  const tab = form.tabs?.[0];
  return { tabId: tab?.id, data: sampleData(tab?.schema ?? form.schema, tab?.uiSchema ?? form.uiSchema) };
}

export function Preview({ subject, texts, showKeys, onTextKey, languages = 'both' }: PreviewProps) {
  const { t } = useTranslation();
  const [states, setStates] = useState<Record<string, FormState>>({});
  const stateOf = (form: ResolvedForm) => states[form.id] ?? initialState(form);
  const setState = (formId: string) => (state: FormState) => setStates((current) => ({ ...current, [formId]: state }));
  const forms = subject.kind === 'form' ? [subject.form] : stepForms(subject.step, subject.forms);
  const view = subject.kind === 'step' && subject.step.kind === 'view' ? subject : null;
  const keys = useMemo(() => new Set([...Object.keys(flattenTexts(texts.en)), ...Object.keys(flattenTexts(texts.ar))]), [texts]);
  const jump = showKeys && onTextKey ? (event: MouseEvent<HTMLDivElement>) => {
    const key = textKeyAt(event.target as Element, event.currentTarget, (text) => keys.has(text));
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    onTextKey(key);
  } : undefined;

  const content = () => (
    <>
      {subject.kind === 'step' ? <StepHeading journey={subject.journey} step={subject.step} /> : null}
      {view ? (
        <PreviewBoundary resetKey={JSON.stringify(view.step)}>
          <ViewPreview step={view.step as unknown as Step} forms={view.forms} partner={view.partner} />
        </PreviewBoundary>
      ) : forms.map((form) => (
        <PreviewBoundary key={form.id} resetKey={JSON.stringify(form)}>
          <FormPreview
            form={form}
            partner={subject.partner}
            state={stateOf(form)}
            onState={setState(form.id)}
            submitLabel={subject.kind === 'step' && subject.step.kind === 'form' ? subject.step.submit?.label : undefined}
          />
        </PreviewBoundary>
      ))}
    </>
  );
  return (
    <div className="studio-preview">
      {view ? null : (
        <div className="studio-preview__actions">
          <button type="button" className="button button--secondary" onClick={() => setStates({})}>
            {t('studio.sampleData')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setStates(Object.fromEntries(forms.map((f) => [f.id, { tabId: f.tabs?.[0]?.id, data: {} }])))}>
            {t('studio.clearData')}
          </button>
        </div>
      )}
      {/* Keys shown, a click on a text opens it: a pointer shortcut to what the texts editor's search finds by keyboard. */}
      <div className={`studio-preview__panes${jump ? ' studio-preview__panes--keys' : ''}${languages === 'both' ? '' : ' studio-preview__panes--one'}`} onClickCapture={jump}>
        {languages !== 'ar' ? (
          <PreviewPane language="en" texts={texts.en} showKeys={showKeys} partner={subject.partner}>
            {content()}
          </PreviewPane>
        ) : null}
        {languages !== 'en' ? (
          <PreviewPane language="ar" texts={texts.ar} showKeys={showKeys} partner={subject.partner}>
            {content()}
          </PreviewPane>
        ) : null}
      </div>
    </div>
  );
}

function stepForms(step: StudioStep, forms: Record<string, ResolvedForm>): ResolvedForm[] {
  const ids = [...(step.form ? [step.form] : []), ...(step.forms ?? [])];
  return ids.flatMap((id) => (forms[id] ? [forms[id]] : []));
}

/** Inside a pane: the pane's language. */
function StepHeading({ journey, step }: { journey: JourneyPreview['journey']; step: JourneyPreview['journey']['steps'][number] }) {
  const { t } = useTranslation();
  return (
    <div className="studio-step">
      <h3 className="studio-step__journey">{t(journey.title)}</h3>
      {step.title ? <p className="studio-step__title">{t(step.title)}</p> : null}
      {step.progress ? <p className="studio-step__progress">{t('ui.steps.label', { current: step.progress.current, total: step.progress.total })}</p> : null}
    </div>
  );
}
