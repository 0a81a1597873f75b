// An API-level walk of every journey as the browser takes it, driven by the config tree the app
// serves (not by fixed bodies): each form is filled from a sandbox customer's data, or from the
// field's own schema for a field staff added, the body is built from the step's `request` like
// src/client/runtime/outcome.ts buildBody, and the step's side effects are fired after it.
import { Ajv } from 'ajv';
import { resolveForm, resolveJourney } from '../../src/config/resolve.js';
import type { ConfigTree } from '../../src/config/types.js';

type Values = Record<string, unknown>;
type Schema = Record<string, any>;
export interface Answer { status: number; body: any }
export type Call = (method: string, path: string, body: Values, multipart?: boolean) => Promise<Answer>;

const YEAR = new Date().getFullYear();
/** Sandbox customers by form field name (src/sandbox/insurer data), and the tab each journey uses. */
const PERSONA: Record<string, { tab?: string; values: Values }> = {
  landing: { values: { name: 'Aisha', mobileNo: '91234567', acceptPrivacyPolicy: true } },
  'buy-policy': {
    values: { mobileNo: '98000008', plateNo: '2001', plateCode: 'H', firstName: 'Said', civilId: '55000008', product: '0501', vehicleValue: 8000 },
  },
  'renew-policy': { tab: 'plateCivil', values: { plateNumber: '1001', plateCode: 'A', civilId: '08123456' } },
  'pay-premium': { tab: 'quoteNo', values: { quoteNo: `10/${YEAR}/0501/Q/900004` } },
  'request-policy-document': { tab: 'plateCivil', values: { plateNumber: '1001', plateCode: 'A', civilId: '08123456' } },
  'rop-resubmission': { tab: 'plateCivil', values: { plateNumber: '3001', plateCode: 'R', civilId: '12345010' } },
};
const TEXT_SAMPLES = ['REF-123', 'Sample text', '12345678', '91234567', 'someone@example.om', 'A1'];

// addUsedSchema: false: resolved forms carry an $id, and each edit's form is a new schema under an old id.
const ajv = new Ajv({ strict: false, allErrors: true, useDefaults: true, addUsedSchema: false });
const fits = (schema: Schema, value: unknown) => ajv.validate(schema, value);

/** A value the field's own schema accepts, for a field the persona does not know. */
function sample(field: Schema): unknown {
  if ('const' in field) return field['const'];
  if (Array.isArray(field['enum'])) return field['enum'][0];
  const type = Array.isArray(field['type']) ? field['type'][0] : field['type'];
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return field['minimum'] ?? (field['maximum'] !== undefined ? Math.min(1, field['maximum']) : 1);
  return TEXT_SAMPLES.find((text) => fits(field, text));
}

/** A persona value in the field's type (a staff edit may make a text field a number). */
function typed(field: Schema, value: unknown): unknown {
  const types = ([] as string[]).concat(field['type'] ?? []);
  if (types.includes('number') || types.includes('integer')) return typeof value === 'number' ? value : Number(value);
  if (types.includes('string') && typeof value === 'number') return String(value);
  return value;
}

/** The form filled as a customer would: persona values, then every required or new field from its schema. */
export function fill(tree: ConfigTree, pristine: ConfigTree, formId: string, persona: { tab?: string; values: Values }, extra: Values = {}): { data: Values; tab?: string } {
  const form = resolveForm(tree, 'default', formId);
  const tab = form.tabs ? (form.tabs.find((t) => t.id === persona.tab) ?? form.tabs[0]!) : undefined;
  const schema = (tab ? tab.schema : form.schema) as Schema | undefined;
  if (!schema) return { data: {} };
  const before = pristine.forms[formId]?.data;
  const known = new Set(before ? [...(before.tabs ?? []).flatMap((t) => Object.keys(t.schema.properties)), ...Object.keys(before.schema?.properties ?? {})] : []);
  const required = new Set<string>([...(schema['required'] ?? []), ...(form.effects ?? []).filter((e) => !e.when.feature).flatMap((e) => e.then.require ?? [])]);
  const data: Values = {};
  for (const [name, field] of Object.entries(schema['properties'] as Record<string, Schema>)) {
    const given = { ...persona.values, ...extra }[name];
    if (given !== undefined) data[name] = typed(field, given);
    else if (field['default'] === undefined && (required.has(name) || !known.has(name))) data[name] = sample(field);
  }
  if (!fits(schema, data)) throw new Error(`the walker cannot fill form ${formId}${tab ? ` tab ${tab.id}` : ''}: ${ajv.errorsText()}`);
  return { data, ...(tab ? { tab: tab.id } : {}) };
}

/** The value of a source (form.x, state.k, tab, response.a.b), as outcome.ts reads it. */
function read(source: string, ctx: { form: Values; state: Values; tab?: string; response?: unknown }): unknown {
  if (source === 'tab') return ctx.tab;
  const [origin, ...path] = source.split('.');
  let node: unknown = origin === 'form' ? ctx.form : origin === 'state' ? ctx.state : origin === 'response' ? ctx.response : undefined;
  for (const key of path) node = node && typeof node === 'object' ? (node as Values)[key] : undefined;
  return typeof node === 'string' ? node.trim() : node;
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

function bodyOf(request: Record<string, string> | undefined, ctx: { form: Values; state: Values; tab?: string; response?: unknown }): Values {
  if (request) return Object.fromEntries(Object.entries(request).map(([k, s]) => [k, read(s, ctx)]).filter(([, v]) => !empty(v)));
  const body: Values = Object.fromEntries(Object.entries(ctx.form).filter(([, v]) => !empty(v)));
  if (ctx.tab) body['lookupType'] = ctx.tab;
  if (!empty(ctx.state['transId'])) body['transId'] = ctx.state['transId'];
  return body;
}

type Step = { id: string; kind: string; view?: string; form?: string; forms?: string[]; operation?: string; request?: Record<string, string>; options?: Values;
  on?: Record<string, { goto?: string }>;
  sideEffects?: (string | { operation: string; request?: Record<string, string>; values?: Values; when?: string })[] };

/** Walks every journey of the tree; throws naming the journey, step and answer of the first failure. */
export async function walkJourneys(tree: ConfigTree, pristine: ConfigTree, call: Call, extra: Values = {}): Promise<string[]> {
  const ops = tree.catalogs.operations.data.operations;
  const walked: string[] = [];
  const expectOk = (what: string, answer: Answer) => {
    if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  };
  // The landing's lead: the transId every other journey carries.
  const landing = Object.entries(tree.journeys).map(([id]) => resolveJourney(tree, 'default', id)).find((j) => (j.steps as Step[]).some((s) => s.options?.['leadOperation']));
  const state: Values = {};
  if (landing) {
    const step = (landing.steps as Step[]).find((s) => s.options?.['leadOperation'])!;
    const option = ((step.options!['actions'] as Values[])[0] ?? {})[String(step.options!['optionField'] ?? 'selectedOption')];
    const { data } = fill(tree, pristine, step.forms![0]!, { values: { ...PERSONA['landing']!.values, selectedOption: option } }, extra);
    const op = ops[step.options!['leadOperation'] as string]!;
    const answer = await call(op.method, op.path, bodyOf(undefined, { form: data, state: {} }));
    expectOk(`${landing.id}: ${op.method} ${op.path}`, answer);
    state['transId'] = answer.body.data;
    walked.push(landing.id);
  }
  for (const journeyId of Object.keys(tree.journeys).sort()) {
    const persona = PERSONA[journeyId];
    if (!persona || journeyId === 'landing') continue;
    const journey = resolveJourney(tree, 'default', journeyId);
    // The form step, and the step that sends what it took: itself, or the one its success leads to
    // (a code screen before the lookup's result, issue 24; the runner carries the entered values).
    const steps = journey.steps as Step[];
    const formStep = steps.find((s) => s.kind === 'form' && s.form);
    const step = formStep?.operation ? formStep : steps.find((s) => s.id === formStep?.on?.['success']?.goto);
    if (!formStep || !step?.operation) continue;
    const { data, tab } = fill(tree, pristine, formStep.form!, persona, extra);
    const ctx = { form: data, state, ...(tab ? { tab } : {}) };
    if (step.view === 'one-time-code') await confirmCode(tree, call, step, bodyOf(step.options?.['policyFrom'] as Record<string, string>, ctx), expectOk);
    const op = ops[step.operation!]!;
    const answer = await call(op.method, op.path, bodyOf(step.request, ctx));
    expectOk(`${journeyId}/${step.id}: ${op.method} ${op.path}`, answer);
    for (const effect of step.sideEffects ?? []) {
      if (typeof effect !== 'string' && (effect.when ?? 'success') !== 'success') continue;
      const name = typeof effect === 'string' ? effect : effect.operation;
      const request = typeof effect === 'string' ? step.request : effect.request;
      const values = typeof effect === 'string' ? {} : (effect.values ?? {});
      const sideOp = ops[name]!;
      const side = await call(sideOp.method, sideOp.path, { ...values, ...bodyOf(request, { ...ctx, response: answer.body }) }, sideOp.multipart);
      expectOk(`${journeyId}/${step.id} side effect ${name}`, side);
    }
    if (journeyId === 'buy-policy') await pay(tree, pristine, call, answer.body.quote, state, expectOk);
    walked.push(journeyId);
  }
  return walked;
}

/** The summary's pay button on the bought quote: the summary forms filled, the plan of the quote chosen. */
async function pay(tree: ConfigTree, pristine: ConfigTree, call: Call, quote: { quoteNo: string; packages: { planId: string }[] }, state: Values, expectOk: (what: string, a: Answer) => void) {
  const summary = Object.keys(tree.journeys).map((id) => resolveJourney(tree, 'default', id)).flatMap((j) => j.steps as Step[]).find((s) => (s.options?.['pay'] as Values | undefined)?.['operation']);
  if (!summary) return;
  const payOptions = summary.options!['pay'] as { operation: string; fields: Record<string, string> };
  const choices: Values = {};
  for (const formId of summary.forms ?? []) Object.assign(choices, fill(tree, pristine, formId, { values: { mobileNo: '91000001', sameAsMobileNo: true, whatsappNo: '91000001' } }).data);
  const planId = quote.packages[0]!.planId;
  choices[payOptions.fields['plan'] ?? 'planId'] = planId;
  // The plans part confirms the chosen package with the insurer first (its ui:options `confirm`).
  for (const formId of summary.forms ?? []) {
    const confirm = (resolveForm(tree, 'default', formId).uiSchema?.['ui:options'] as Values | undefined)?.['confirm'];
    const confirmOp = typeof confirm === 'string' ? tree.catalogs.operations.data.operations[confirm] : undefined;
    if (confirmOp) expectOk(`get-quote: ${confirm}`, await call(confirmOp.method, confirmOp.path, { quoteNo: quote.quoteNo, packageId: planId, prodId: (quote as Values)['prodId'] || (quote as Values)['product'] }));
  }
  await confirmCodes(tree, call, quote.quoteNo, expectOk);
  const op = tree.catalogs.operations.data.operations[payOptions.operation]!;
  const answer = await call(op.method, op.path, { quoteNo: quote.quoteNo, language: 'en', choices, transId: state['transId'] });
  expectOk(`get-quote: ${op.method} ${op.path}`, answer);
}

/** The journeys' one-time-code steps (issue 24), as the customer does them: the code read from the sandbox outbox. */
async function confirmCodes(tree: ConfigTree, call: Call, quoteNo: string, expectOk: (what: string, a: Answer) => void) {
  const steps = Object.keys(tree.journeys).map((id) => resolveJourney(tree, 'default', id)).flatMap((j) => j.steps as Step[])
    .filter((s) => s.kind === 'view' && s.view === 'one-time-code' && !s.options?.['policyFrom']);
  for (const step of steps) await confirmCode(tree, call, step, { quoteNo }, expectOk);
}

/** One code step: the code for `subject` (a quote, or a policy as the lookup designated it) asked, read from the outbox, confirmed. */
async function confirmCode(tree: ConfigTree, call: Call, step: Step, subject: Values, expectOk: (what: string, a: Answer) => void) {
  {
    const o = step.options as { purpose: string; sendOperation: string; verifyOperation: string };
    const ops = tree.catalogs.operations.data.operations;
    const since = Date.now(); // an older code to the same sample mobile is not this one
    const sent = await call(ops[o.sendOperation]!.method, ops[o.sendOperation]!.path, { purpose: o.purpose, ...subject });
    expectOk(`${step.id}: ${o.sendOperation}`, sent);
    // This client confirmed a code for this quote and step within its 15 minutes (an earlier walk
    // reached the same active quote): the code screen moves on, as it does for the customer.
    if ((sent.body as { data: { confirmed?: boolean } }).data.confirmed) return;
    const lastFour = String((sent.body as { data: { maskedMobile: string } }).data.maskedMobile).slice(-4);
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      const outbox = (await call('GET', '/sandbox/outbox.json', {})).body as { channel: string; to: string; text: string; sentAt: string; links: string[] }[];
      const sms = outbox.find((m) => m.channel === 'sms' && m.links.length === 0 && m.to.endsWith(lastFour) && Date.parse(m.sentAt) >= since);
      code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expectOk(`${step.id}: ${o.verifyOperation}`, await call(ops[o.verifyOperation]!.method, ops[o.verifyOperation]!.path, { purpose: o.purpose, ...subject, code: code ?? '' }));
  }
}
