import { startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { useLocation, useNavigate } from 'react-router';
import type { Outcome, Step } from '../../config/generated/journey.js';
import { NotAvailable } from '../app/notice.js';
import { onConfigVersionChange } from '../lib/config-version.js';
import { ChunkLoadError, onFirstUse } from '../lib/lazy-chunk.js';
import { withLoading } from '../startup/client-state.js';
import { showErrorAlert } from '../ui/error-alert.js';
import { showToast } from '../ui/toast-store.js';
import type { ResolvedJourney } from './journey-types.js';
import { formStepCode } from './form-step-code.js';
import { journeyConfig, loadFormStepValidators } from './journey-config.js';
import { JourneyFrame, useJourneyFrame } from './journey-frame.js';
import { useLinkPrefill } from './link-prefill.js';
import { recordStep } from './step-events.js';
import { addedState, buildBody, messageText, missingState, navigationState, pickOutcome, prefillValues, type SourceContext, type StepResult, type Values } from './outcome.js';
import { viewComponent, type EnteredValues } from './views.js';
// rjsf and ajv come with the form step only, so a view-only journey never downloads them.
// Operation calls (and the operations catalog) are needed once a step submits: fetched while a
// step that has an operation is on screen, so the landing page, whose view posts its own lead
// (views/landing/lead-submit.ts), does not carry them.
const operations = onFirstUse(() => import('./operations.js'), 'operations');

type Loaded = { kind: 'loading' } | { kind: 'ready'; config: ResolvedJourney } | { kind: 'failed' };

/**
 * Walks a journey descriptor: fetches it, renders the current step, runs its operation, follows
 * outcomes. The step's title and indicator go to the journey's frame (the app's, drawn before this
 * code arrived; else one of its own), the step's content below them.
 */
export function JourneyRunner({ journeyId }: { journeyId: string }) {
  const inFrame = useJourneyFrame();
  const runner = <StepRunner journeyId={journeyId} />;
  return inFrame ? runner : <JourneyFrame>{runner}</JourneyFrame>;
}

function StepRunner({ journeyId }: { journeyId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const setFrame = useJourneyFrame();
  const state = useMemo(() => (location.state && typeof location.state === 'object' ? (location.state as Values) : {}), [location.state]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [stepId, setStepId] = useState<string>();
  const [entered, setEntered] = useState<EnteredValues>({ form: {} });

  useEffect(() => {
    let live = true;
    journeyConfig(journeyId)
      .then(async (config) => {
        // Validators are modules the server compiled. The form steps' (every tab) load before the
        // step shows; a view's forms load when they render (SchemaForm waits), so a journey
        // without form steps (the landing) loads neither them nor the registry's code.
        await loadFormStepValidators(config);
        // A transition: React renders the step (the form engine's first render is the page's
        // longest piece of work) in slices that leave the main thread free in between.
        if (live) startTransition(() => setLoaded({ kind: 'ready', config }));
      })
      .catch((error: unknown) => {
        console.error(`Journey "${journeyId}" could not be loaded`, error);
        if (live) setLoaded({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [journeyId]);

  // The server answered from another config than the page began under (its release is no longer
  // kept, or the files changed): what the customer typed stays, and they are asked to look it over.
  const underway = stepId !== undefined || Object.keys(state).length > 0;
  useEffect(() => (underway ? onConfigVersionChange(() => showToast(t('ui.configChanged'))) : undefined), [underway, t]);

  const config = loaded.kind === 'ready' ? loaded.config : undefined;
  const journey = config?.journey;
  const missing = journey ? missingState(journey.requiredState, state) : [];
  useEffect(() => {
    // Spec: entered without the landing page's navigation state, the customer goes back there.
    if (journey && missing.length) navigate(journey.fallbackRoute ?? '/motor-insurance', { replace: true });
  }, [journey, missing.length, navigate]);

  const step = journey ? (journey.steps.find((candidate) => candidate.id === stepId) ?? journey.steps[0]) : undefined;
  const title = step && journey ? (step.title ?? journey.title) : undefined;
  const submits = Boolean(step?.operation || step?.sideEffects?.length);
  useEffect(() => {
    if (submits) void operations().catch(() => {});
  }, [submits]);
  const { current, total, failed } = step?.progress ?? {};
  // Before the paint, so the frame never shows one step's title over another's content.
  useLayoutEffect(() => {
    if (loaded.kind === 'failed' || missing.length) setFrame?.(null);
    else if (title) setFrame?.({ title, progress: current && total ? { current, total, failed } : undefined });
  }, [setFrame, loaded.kind, missing.length, title, current, total, failed]);

  const linkPrefill = useLinkPrefill(journeyId, journey?.steps.find((candidate) => candidate.linkPrefill));
  // A step shown counts as entered once (step-events.ts), in the language it was shown in (a change
  // of language is not a new step); not while the page waits or sends the customer back.
  const shown = journey && step && !missing.length && linkPrefill.status !== 'loading' ? step.id : undefined;
  useEffect(() => {
    if (shown) recordStep(journeyId, shown, 'entered', i18n.language);
  }, [journeyId, shown]);

  if (loaded.kind === 'failed') return <NotAvailable />;
  if (!journey || !step || missing.length || linkPrefill.status === 'loading') return <div className="route-pending" aria-busy="true" />;

  const follow = (outcome: Outcome | undefined, result: StepResult, context: SourceContext) => {
    if (!outcome) return;
    // The values entered on the way go with a `goto`: a later step (the code screen after a
    // lookup form) reads them as `form.<field>` and `tab`, and its operation sends them.
    if ('goto' in outcome && !('message' in outcome)) {
      setEntered({ form: context.form, tab: context.tab });
      // What the step answered for the next ones (the quote a confirmed code releases) joins the
      // navigation state, so the next step (and a reload) reads it as the rest of the state.
      const added = 'state' in outcome ? addedState(outcome.state, context) : {};
      if (Object.keys(added).length) navigate(`${location.pathname}${location.search}`, { state: { ...state, ...added }, replace: true });
      setStepId(outcome.goto);
    }
    else if ('navigate' in outcome) navigate(outcome.navigate, { state: navigationState(outcome.state, context) });
    else {
      showErrorAlert((texts) => messageText(outcome.message, result, texts));
      if (outcome.goto) setStepId(outcome.goto);
    }
  };

  const finish = (current: Step, result: StepResult, context: SourceContext) => {
    if (!result.ok) console.warn(`Operation of step "${current.id}" answered an error`, result.error);
    // A refusal the API answered carries its catalog code (none when the network failed, status 0,
    // or something before the API answered without one, HTTP_<status>).
    const code = !result.ok && result.error.status > 0 && !result.error.code.startsWith('HTTP_') ? result.error.code : undefined;
    recordStep(journeyId, current.id, result.ok ? 'finished' : 'refused', i18n.language, code);
    fireSideEffects(current, context, result.ok ? 'success' : 'error');
    follow(pickOutcome(current.on, result), result, context);
  };

  /** Runs the step's operation with the body its `request` builds from `context`, then follows the outcome. */
  const submit = async (current: Step, form: Values, tab?: string) => {
    const context: SourceContext = { form, tab, state };
    if (!current.operation) return finish(current, { ok: true, response: undefined }, context);
    let callOperation: (typeof import('./operations.js'))['callOperation'];
    try {
      ({ callOperation } = await operations());
    } catch (error) {
      console.error(`Step "${current.id}" could not be sent`, error);
      return showErrorAlert((texts) => texts.t(`ui.chunk.kind.${error instanceof ChunkLoadError ? error.kind : 'error'}`));
    }
    const result = await withLoading(() => callOperation(current.operation as string, buildBody(current.request, context)));
    finish(current, result, { ...context, response: result.ok ? result.response : undefined });
  };

  const form = step.form ? config?.forms[step.form] : undefined;
  // Values from a signed link (link-prefill.ts) fill the step they were answered for.
  const linked = linkPrefill.status === 'filled' && linkPrefill.stepId === step.id ? linkPrefill : undefined;
  const View = viewComponent(step.view);
  const FormStep = formStepCode.component();
  return (
    <Suspense fallback={<div className="route-pending" aria-busy="true" />}>
      {linkPrefill.status === 'refused' && step.linkPrefill && (
        <p className="journey-link-notice" role="alert">
          {t(linkPrefill.messageKey)}
        </p>
      )}
      {step.kind === 'form' && form ? (
        <FormStep
          key={step.id}
          form={form}
          initial={linked ? { ...prefillValues(step.prefill, state), ...linked.values } : prefillValues(step.prefill, state)}
          initialTab={linked?.tab}
          submitLabel={t(step.submit?.label ?? 'ui.form.submit')}
          onSubmit={(data, tab) => void submit(step, data, tab)}
        />
      ) : View ? (
        <View
          state={state} step={step} forms={config?.forms ?? {}} entered={entered}
          // A view step with an operation (the code screen before a lookup's result) runs it once the view is done.
          complete={(response) => (step.operation ? void submit(step, entered.form, entered.tab) : finish(step, { ok: true, response }, { ...entered, state, response }))}
        />
      ) : (
        <NotAvailable />
      )}
    </Suspense>
  );
}

/** Side effects run after the step's operation answered (on success unless told otherwise); they never hold the customer up. */
function fireSideEffects(step: Step, context: SourceContext, outcome: 'success' | 'error'): void {
  for (const effect of step.sideEffects ?? []) {
    if ((typeof effect === 'string' ? 'success' : (effect.when ?? 'success')) !== outcome) continue;
    const operation = typeof effect === 'string' ? effect : effect.operation;
    const request = typeof effect === 'string' ? step.request : effect.request;
    const values = typeof effect === 'string' ? {} : (effect.values ?? {});
    const body = { ...values, ...buildBody(request, context) };
    void (async () => {
      const { callOperation, missingRequired } = await operations();
      const missing = missingRequired(operation, body);
      if (missing.length) {
        console.info(`Side effect "${operation}" not sent: no ${missing.join(', ')}`);
        return;
      }
      const result = await callOperation(operation, body);
      if (!result.ok) console.error(`Side effect "${operation}" failed`, result.error);
    })().catch((error: unknown) => console.error(`Side effect "${operation}" could not be sent`, error));
  }
}
