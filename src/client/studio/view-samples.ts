// What a view screen needs from earlier steps, made up for the studio's preview: the fields of
// the step's own forms from their schemas (sample-data.ts), and the few shapes the views read
// (a quote's packages, a document list, a payment's answer) under the keys the step's options
// name. No field name of the config is written here.
import type { Step } from '../../config/generated/journey.js';
import type { ResolvedForm } from '../../config/resolve.js';
import type { StepResult } from '../runtime/outcome.js';
import { sampleData } from './sample-data.js';

type Values = Record<string, unknown>;

/** The premium a sample quote shows (OMR, three decimals as the insurer sends it). */
export const SAMPLE_PREMIUM = '120.500';
const SAMPLE_PACKAGES = [
  { planId: 'sample-1', plan: 'Sample', premiumAmt: SAMPLE_PREMIUM },
  { planId: 'sample-2', plan: 'Sample +', premiumAmt: '150.000' },
];
// Not fetched: the preview's buttons and links do nothing (view-preview.tsx).
const SAMPLE_DOCUMENTS = [{ label: 'Sample', url: '/studio/sample.pdf' }];

/** Sample values of every field of the step's forms, tab by tab. */
function formSamples(step: Step, forms: Record<string, ResolvedForm>): Values {
  const out: Values = {};
  for (const id of [...(step.form ? [step.form] : []), ...(step.forms ?? [])]) {
    const form = forms[id];
    if (!form) continue;
    Object.assign(out, sampleData(form.schema, form.uiSchema));
    for (const tab of form.tabs ?? []) Object.assign(out, sampleData(tab.schema, tab.uiSchema));
  }
  return out;
}

/** The navigation state a view step is shown with in the preview. */
export function sampleViewState(step: Step, forms: Record<string, ResolvedForm>): Values {
  const fields = formSamples(step, forms);
  const options = (step.options ?? {}) as { premium?: { from?: unknown }; documentsFrom?: unknown };
  const state: Values = { ...fields, quote: { ...fields, packages: SAMPLE_PACKAGES } };
  if (typeof options.premium?.from === 'string') state[options.premium.from] = SAMPLE_PREMIUM;
  state[typeof options.documentsFrom === 'string' ? options.documentsFrom : 'documents'] = SAMPLE_DOCUMENTS;
  return state;
}

/**
 * The server's answer as the preview gives it: a paid payment (its cards filled from the step's
 * forms) for whatever operation a previewed view asks; the preview sends nothing to the server.
 */
export function sampleOperations(step: Step, forms: Record<string, ResolvedForm>) {
  const fields = formSamples(step, forms);
  const paid = {
    order_status: 'Success', amount: SAMPLE_PREMIUM, currency: 'OMR', payment_id: '0000', mer_param_2: '',
    paid: true, policyNo: 'Sample', insuredName: 'Sample', product: 'Sample', documents: SAMPLE_DOCUMENTS, sentBy: ['whatsapp', 'email', 'sms'], ...fields,
    // What a code screen shows of the mobile it was sent to, and when it may be sent again.
    maskedMobile: '•••• 4567', resendInSeconds: 30,
  };
  // Whatever operation a previewed view asks (its step's options name it: a payment result's, say),
  // it gets the sample: nothing leaves the studio, and no operation id of the config is written here.
  return (): Promise<StepResult> => Promise.resolve({ ok: true, response: { data: paid } });
}
