import type { Outcome, Step } from '../../config/generated/journey.js';
import { ApiError } from '../lib/api-error.js';
import type { PageTexts } from '../lib/use-translation.js';

export type Values = Record<string, unknown>;

/** Everything a `Source` of a journey descriptor can read from. */
export interface SourceContext {
  form: Values;
  /** Id of the active tab, when the form has tabs. */
  tab?: string;
  state: Values;
  response?: unknown;
}

/** Reads `tab`, `form.<field>` (trimmed), `state.<key>` or `response.<key>` (dotted paths allowed). */
export function readSource(source: string, context: SourceContext): unknown {
  if (source === 'tab') return context.tab;
  const [root, ...path] = source.split('.');
  const base = root === 'form' ? context.form : root === 'state' ? context.state : root === 'response' ? context.response : undefined;
  const value = path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Values)[key] : undefined), base);
  return root === 'form' && typeof value === 'string' ? value.trim() : value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Body of a step's operation. With a `request` map each field comes from its source (empty ones
 * left out); without one the entered data is sent, with the active tab as `lookupType` and the
 * transaction id the landing page put in navigation state.
 */
export function buildBody(request: Step['request'], context: SourceContext): Values {
  if (request) {
    return Object.fromEntries(
      Object.entries(request)
        .map(([field, source]) => [field, readSource(source, context)] as const)
        .filter(([, value]) => !isEmpty(value)),
    );
  }
  const body: Values = Object.fromEntries(
    Object.entries(context.form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
  if (context.tab) body.lookupType = context.tab;
  if (!isEmpty(context.state.transId)) body.transId = context.state.transId;
  return body;
}

export type StepResult = { ok: true; response: unknown } | { ok: false; error: ApiError };

/** `on[code]` for a listed error code, else `on.error`; `on.success` for success. */
export function pickOutcome(on: Step['on'], result: StepResult): Outcome | undefined {
  if (!on) return undefined;
  return result.ok ? on.success : (on[result.error.code] ?? on.error);
}

/** Navigation state of a `navigate` outcome: each source stored under its last segment. */
export function navigationState(sources: string[] | undefined, context: SourceContext): Values {
  return Object.fromEntries((sources ?? []).map((source) => [source.split('.').pop() ?? source, readSource(source, context)]));
}

/** Starting values of a form step: each field from its `state.<key>` source, empty ones left out. */
export function prefillValues(prefill: Step['prefill'], state: Values): Values {
  return buildBody(prefill ?? {}, { form: {}, state });
}

/** Keys of `requiredState` missing from the incoming navigation state (`a|b`: missing when both are). */
export function missingState(required: string[] | undefined, state: unknown): string[] {
  const values = state && typeof state === 'object' ? (state as Values) : {};
  return (required ?? []).filter((keys) => keys.split('|').every((key) => isEmpty(values[key])));
}

/** The non-empty values of a `goto` outcome's `state`, each under its last segment. */
export function addedState(sources: string[] | undefined, context: SourceContext): Values {
  return Object.fromEntries(Object.entries(navigationState(sources, context)).filter(([, value]) => !isEmpty(value)));
}

/**
 * Text of a `message` outcome. "response" shows what the server said: the answer's `message` on
 * success; on an error our translation of its code, else the server's own message.
 */
export function messageText(key: string, result: StepResult, translator: PageTexts): string {
  if (key !== 'response') return translator.t(key);
  if (!result.ok) {
    // A `message` param is a text the spec says to show as received (the insurer's errMsg).
    const { params } = result.error;
    if (typeof params?.message === 'string' && params.message) return params.message;
    const codeKey = `errors.${result.error.code}`;
    return translator.exists(codeKey, params) ? translator.t(codeKey, params) : result.error.message;
  }
  const answer = result.response as Values | undefined;
  // A fixed text of ours comes with its key, so it is shown in the customer's language.
  if (typeof answer?.messageKey === 'string' && translator.exists(answer.messageKey)) return translator.t(answer.messageKey);
  const message = answer?.message;
  return typeof message === 'string' && message ? message : translator.t('ui.journey.done');
}
