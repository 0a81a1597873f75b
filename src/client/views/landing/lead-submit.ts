// What a landing action runs once pressed: the form's check, the lead post and the navigation
// state for the chosen journey. Only a customer who acts needs it, so landing-view.tsx fetches
// it when they start on the lead form (every action waits for its consent box).
import type { NavigateFunction } from 'react-router';
import { readItem, SESSION_KEYS } from '../../lib/storage.js';
import { callOperation } from '../../runtime/operations.js';
import { readSource, type SourceContext } from '../../runtime/outcome.js';
import { withLoading } from '../../startup/client-state.js';
import { submittedValues, type LightField, type LightForm } from '../../theme/light-form/light-form-model.js';
import { checkLightForm } from '../../theme/light-form/light-validate.js';
import { showErrorAlert } from '../../ui/error-alert.js';
import type { LandingAction, LandingOptions } from './landing-options.js';

/** Spec section 3, "Lead": fixed fields of every lead, besides what the customer entered. */
const LEAD_FIXED = { journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1 };

export interface LeadSubmit {
  form: LightForm;
  fields: LightField[];
  values: Record<string, unknown>;
  options: LandingOptions;
  action: LandingAction;
  navigate: NavigateFunction;
}

/** Spec section 2: lead capture, then on to the chosen journey with the lead's transId. */
export async function submitLead({ form, fields, values, options, action, navigate }: LeadSubmit): Promise<void> {
  // The pressed action says what the customer wants: it goes into the form field the step names.
  const data = options.optionField ? { ...values, [options.optionField]: action.selectedOption } : values;
  // Spec section 5: the form's checks in its order; the first failure is shown.
  const check = await checkLightForm(form, data);
  if (!check.ok) return showErrorAlert(check.message);
  const entered = submittedValues(fields, data);
  const body = { ...entered, partnerId: readItem('session', SESSION_KEYS.partnerId) ?? undefined, ...LEAD_FIXED };
  const result = await withLoading(() => callOperation(options.leadOperation, body));
  // Spec section 4: a failed lead post keeps the customer here, with no message.
  if (!result.ok) return console.error('Lead could not be saved', result.error);
  const context: SourceContext = { form: entered, state: {}, response: result.response };
  const state = Object.fromEntries(Object.entries(options.navigationState).map(([key, source]) => [key, readSource(source, context)]));
  navigate(action.navigate, { state });
}
