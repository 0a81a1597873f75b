// The PAY button (spec section 4, "Payment start"): one server command, named by the journey step's
// `options.pay`. The browser sends only the customer's choices, by form field; the server checks
// them against the same forms, re-checks the plan, saves the preferences and the quote record,
// prices the payment itself and answers where to go next. No status or amount is decided here.
import { ApiError } from '../../lib/api-error.js';
import { callOperation } from '../../runtime/operations.js';
import type { StepResult, Values } from '../../runtime/outcome.js';

/** `options.pay` of the summary step (schemas/meta/views/quote-summary.schema.json). */
export interface PayOptions {
  operation: string;
  /** Key of the navigation state holding the lead reference kept with the quote record. */
  lead?: string;
  /** The payment result page, opened with ?br= when the server skipped the gateway. */
  resultRoute: string;
}

export interface PayInput {
  quoteNo: string;
  transId: unknown;
  /** The summary forms' data, merged: field -> value. */
  choices: Values;
  language: 'en' | 'ar';
}

export type PayOutcome = { kind: 'redirect'; url: string } | { kind: 'result'; br: string } | { kind: 'error'; result: StepResult };

/** Only what a form holds: text and ticks; empty and missing values are left out. */
function sendable(choices: Values): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(choices).filter((entry): entry is [string, string | boolean] => typeof entry[1] === 'boolean' || (typeof entry[1] === 'string' && entry[1] !== '')),
  );
}

export async function startPayment(pay: PayOptions, input: PayInput): Promise<PayOutcome> {
  const result = await callOperation(pay.operation, {
    quoteNo: input.quoteNo, language: input.language, choices: sendable(input.choices),
    transId: typeof input.transId === 'string' && input.transId !== '' ? input.transId : undefined,
  });
  if (!result.ok) return { kind: 'error', result };
  const data = (result.response as { data?: { redirect?: string; result?: string } }).data;
  if (data?.redirect) return { kind: 'redirect', url: data.redirect };
  if (data?.result) return { kind: 'result', br: data.result };
  return { kind: 'error', result: { ok: false, error: new ApiError('UNEXPECTED_RESPONSE_FORMAT', 'The payment start answered neither a checkout nor a result', 200) } };
}
