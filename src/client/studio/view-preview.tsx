// A view step (landing, quote summary, payment result, documents) drawn by the portal's own view
// component inside a preview pane, with sample data for what earlier steps would have given it.
// It lives in a router of its own (its links and navigation stay inside the preview), with the
// chosen partner's config, sample answers instead of the API, and its buttons and links inert:
// a preview is for looking, and pressing must never send a lead or start a payment.
import { Suspense, useMemo, type SyntheticEvent } from 'react';
import { MemoryRouter, UNSAFE_LocationContext } from 'react-router';
import type { Step } from '../../config/generated/journey.js';
import type { ResolvedForm } from '../../config/resolve.js';
import { useTranslation } from '../lib/use-translation.js';
import { OperationCaller } from '../runtime/operations.js';
import { viewComponent } from '../runtime/views.js';
import { PartnerConfigOverride } from '../startup/client-state.js';
import { registerViews } from '../views/index.js';
import type { PartnerLook } from './studio-api.js';
import { sampleOperations, sampleViewState } from './view-samples.js';

/** The portal's own component of a view, shared with the journeys (runtime/views.ts). */
function previewComponent(view: string | undefined) {
  registerViews();
  return viewComponent(view);
}

/** Buttons, links and form submits do nothing inside the preview; typing and ticking still work. */
export function stopActions(event: SyntheticEvent): void {
  const target = event.target as Element | null;
  if (event.type === 'submit' || target?.closest?.('button, a[href], [role="button"]')) {
    event.preventDefault();
    event.stopPropagation();
  }
}

export function ViewPreview({ step, forms, partner }: { step: Step; forms: Record<string, ResolvedForm>; partner: PartnerLook }) {
  const { t } = useTranslation();
  const state = useMemo(() => sampleViewState(step, forms), [step, forms]);
  const call = useMemo(() => sampleOperations(step, forms), [step, forms]);
  const View = previewComponent(step.view);
  if (!View) return <p className="studio__error">{t('studio.viewUnknown', { view: step.view ?? '' })}</p>;
  return (
    <div className="studio-view" data-view={step.view} onClickCapture={stopActions} onSubmitCapture={stopActions}>
      {/* react-router refuses a router inside the studio's own; the view gets a fresh one. */}
      <UNSAFE_LocationContext.Provider value={null as never}>
        {/* ?br= is how a payment result finds its answer: here, the sample one. */}
        <MemoryRouter initialEntries={['/preview?br=sample']}>
          <PartnerConfigOverride.Provider value={partner.config}>
            <OperationCaller.Provider value={call}>
              <Suspense fallback={<p className="studio__hint" aria-busy="true">{t('studio.loading')}</p>}>
                <View state={state} step={step} forms={forms} complete={() => undefined} />
              </Suspense>
            </OperationCaller.Provider>
          </PartnerConfigOverride.Provider>
        </MemoryRouter>
      </UNSAFE_LocationContext.Provider>
    </div>
  );
}
