// The quote summary's rules on the server. What paying does is config: the journey step whose
// `options.pay.operation` names the payment start lists the summary's forms (its parts) and, in
// `pay.fields`, which form field holds each choice the server records. The customer's choices
// are checked here against those forms as the partner sees them, the same files the browser
// renders, so a rule added to a summary form is enforced on both sides with the same message.
import { missingAllOf } from '../../config/forms/at-least-one.js';
import { featureAllows, featuresOf } from '../../config/forms/features.js';
import { perTreeKeyed } from '../../config/per-tree.js';
import { partnerById, partnerConfigView, resolveForm, resolveJourney, type ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { AppError } from '../errors.js';
import { formProblems, localeText } from '../forms/index.js';

/** The choices the server records, each named by the form field that holds it (pay.fields). */
export interface PayFields {
  plan?: string;
  mobile: string;
  whatsapp?: string;
  sameAsMobile?: string;
  email?: string;
  promoCode?: string;
}

export interface PaySetup {
  forms: ResolvedForm[];
  fields: PayFields;
}

/**
 * Every summary step of the partner's journeys that says what paying records (`options.pay`),
 * with its operation. Resolved once per config tree and partner.
 */
const allPaySetups = perTreeKeyed((tree, partnerId): Array<PaySetup & { operation?: string }> => {
  const found: Array<PaySetup & { operation?: string }> = [];
  for (const journeyId of Object.keys(tree.journeys)) {
    for (const step of resolveJourney(tree, partnerId, journeyId).steps) {
      const pay = (step.options as { pay?: { operation?: string; fields?: PayFields } } | undefined)?.pay;
      if (step.kind !== 'view' || !pay?.fields) continue;
      found.push({ operation: pay.operation, forms: (step.forms ?? []).map((id) => resolveForm(tree, partnerId, id)), fields: pay.fields });
    }
  }
  return found;
});

/** The summary steps whose pay operation is served at `method` `path`: normally one. */
export function paySetups(tree: ConfigTree, partnerId: string, method: string, path: string): PaySetup[] {
  const operations = Object.entries(tree.catalogs.operations.data.operations)
    .filter(([, op]) => op.method === method && op.path === path)
    .map(([id]) => id);
  return allPaySetups(tree, partnerId).filter((setup) => setup.operation !== undefined && operations.includes(setup.operation));
}

const rootOptions = (form: ResolvedForm) =>
  ((form.uiSchema as Record<string, unknown> | undefined)?.['ui:options'] ?? {}) as Record<string, unknown>;

/** A mobile number as the records keep it: 8 digits, without spaces or the 968 calling code. */
export const recordedMobile = (value: unknown): string =>
  (typeof value === 'string' ? value.trim() : '').replace(/\s+/g, '').replace(/^\+?968(?=\d{8}$)/, '');

export type ContactKind = 'mobile' | 'whatsapp' | 'email';

/**
 * Contact details an API client records through the spec's own endpoints (quote record,
 * communication preferences), checked by the rules of the summary form field that holds each on
 * the page (pay.fields): one mobile rule and one e-mail rule, the forms', with their messages.
 * `given` maps each body field to what it holds and its value; blank values are left to the caller.
 */
export function checkContactFields(tree: ConfigTree, partnerId: string, given: Record<string, { kind: ContactKind; value: string | undefined }>, lang: string): void {
  const problems: Problem[] = [];
  for (const setup of allPaySetups(tree, partnerId)) {
    for (const [bodyField, { kind, value }] of Object.entries(given)) {
      const field = setup.fields[kind];
      if (!field || value === undefined || value.trim() === '') continue;
      const form = setup.forms.find((f) => Object.hasOwn((f.schema?.['properties'] ?? {}) as object, field));
      if (!form) continue;
      const found = formProblems(tree, partnerId, form.id, { [field]: value }, lang).filter((p) => p.field === `/${field}`);
      problems.push(...found.map((p) => ({ ...p, field: `/${bodyField}` })));
    }
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { message: problems[0]?.message, details: problems });
}


/** The part a form plays on the summary (`ui:options.part`). */
export const partOf = (form: ResolvedForm): string | undefined => rootOptions(form).part as string | undefined;

/**
 * The forms the customer saw and filled: a part behind a partner feature that is off is not
 * shown, the cards only display the quote, and the plan choice is offered only when the quote
 * leaves one to make (spec section 2: not on a renewal).
 */
export function formsInEffect(tree: ConfigTree, partnerId: string, setup: PaySetup, planChoiceOffered: boolean): ResolvedForm[] {
  const features = featuresOf(partnerConfigView(partnerById(tree, partnerId)));
  return setup.forms.filter((form) => {
    if (!featureAllows(features, rootOptions(form).feature)) return false;
    if (partOf(form) === 'cards') return false;
    return partOf(form) !== 'plans' || planChoiceOffered;
  });
}

/** The plan check a plans form asks for (`ui:options.validate`), when that form is in effect. */
export function planCheckAsked(forms: ResolvedForm[]): boolean {
  return forms.some((form) => partOf(form) === 'plans' && typeof rootOptions(form).validate === 'string');
}

interface Problem {
  field: string;
  keyword: string;
  message: string;
}

/**
 * One summary form's rules on the customer's data, in the words the page shows: the shared form
 * check (src/server/forms), plus `atLeastOne`, a rule a schema cannot say (spec section 5,
 * WhatsApp or e-mail).
 */
function checkSummaryForm(tree: ConfigTree, partnerId: string, form: ResolvedForm, data: Record<string, unknown>, lang: string): Problem[] {
  const problems: Problem[] = [];
  if (form.schema) {
    const properties = Object.keys((form.schema['properties'] ?? {}) as Record<string, unknown>);
    // An emptied input is no value at all, as the page's form library has it (rjsf drops it).
    const own = Object.fromEntries(properties.filter((name) => data[name] !== undefined && data[name] !== '').map((name) => [name, data[name]]));
    problems.push(...formProblems(tree, partnerId, form.id, own, lang));
  }
  const atLeastOne = rootOptions(form).atLeastOne as { fields: string[]; message: string } | undefined;
  if (atLeastOne && missingAllOf(atLeastOne.fields, data)) {
    problems.push({ field: `/${atLeastOne.fields[0]}`, keyword: 'atLeastOne', message: localeText(tree, partnerId, atLeastOne.message, lang) });
  }
  return problems;
}

/**
 * Checks the choices against every form in effect; a choice no summary form has is refused too,
 * so a typo in an API client's body is named rather than silently dropped.
 */
export function checkChoices(tree: ConfigTree, partnerId: string, setup: PaySetup, inEffect: ResolvedForm[], choices: Record<string, unknown>, lang: string): void {
  const known = new Set(setup.forms.flatMap((form) => Object.keys((form.schema?.['properties'] ?? {}) as Record<string, unknown>)));
  const problems: Problem[] = Object.keys(choices)
    .filter((name) => !known.has(name))
    .map((name) => ({ field: `/choices/${name}`, keyword: 'additionalProperties', message: `"${name}" is not a field of the quote summary` }));
  for (const form of inEffect) {
    problems.push(...checkSummaryForm(tree, partnerId, form, choices, lang).map((p) => ({ ...p, field: `/choices${p.field}` })));
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { message: problems[0]?.message, details: problems });
}
