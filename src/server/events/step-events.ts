// Step events as the server takes them (issue 34): what a page reports of its journey's steps,
// checked against the config this request is served from, and the money steps the server records
// itself. Nothing that names a person is ever read into an event: journey and step are config ids,
// the error code a catalog code, the visit id the page's random one (src/shared/visit.ts).
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { perTreeKeyed } from '../../config/per-tree.js';
import { resolveJourney } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { deviceOf } from '../../shared/device.js';
import { isVisitId, VISIT_HEADER } from '../../shared/visit.js';
import { releaseOf } from '../config-state.js';
import { AppError, isErrorCode, type FieldProblem } from '../errors.js';
import type { StepEvent } from '../../config/events-wire.js';
import type { NewStepEvent } from './step-events-repository.js';

/** The steps the server records from its own records, after a journey's last browser step, in this order. */
export const MONEY_STEPS = ['paid', 'issued'] as const;
export type MoneyStep = (typeof MONEY_STEPS)[number];


/** A journey's step ids in order, as this partner's journey has them (undefined: no such journey). */
export const journeySteps = perTreeKeyed((tree: ConfigTree, key: string): string[] | undefined => {
  const [partnerId = '', journeyId = ''] = key.split('\n');
  if (!Object.hasOwn(tree.journeys, journeyId)) return undefined;
  return resolveJourney(tree, partnerId, journeyId).steps.map((step) => step.id);
}, 5000);

const stepsOf = (tree: ConfigTree, partnerId: string, journeyId: string) => journeySteps(tree, `${partnerId}\n${journeyId}`);

/** The request's visit id (X-Visit-Id); a missing or malformed one is a 400 VISIT_ID_INVALID. */
export function requestVisitId(request: FastifyRequest): string {
  const value = request.headers[VISIT_HEADER];
  if (!isVisitId(value)) throw new AppError('VISIT_ID_INVALID');
  return value;
}

/** The request's visit id when it carries a valid one (a payment without one records no money steps). */
export function optionalVisitId(request: FastifyRequest): string | undefined {
  const value = request.headers[VISIT_HEADER];
  return isVisitId(value) ? value : undefined;
}

/**
 * The rows of a page's batch: journey and step must be this request's config's (as its partner
 * has them), an error code the catalog's and only on a refusal. Release and partner are the
 * request's, never the body's. Every problem is named (400 VALIDATION_FAILED).
 */
export function eventRows(request: FastifyRequest, visitId: string, events: StepEvent[]): NewStepEvent[] {
  const problems: FieldProblem[] = [];
  const rows: NewStepEvent[] = [];
  events.forEach((event, i) => {
    const steps = stepsOf(request.configTree, request.partnerId, event.journey);
    const stepIndex = steps?.indexOf(event.step) ?? -1;
    if (!steps) problems.push({ field: `/events/${i}/journey`, keyword: 'journey', message: `no journey "${event.journey}" is served` });
    else if (stepIndex < 0) problems.push({ field: `/events/${i}/step`, keyword: 'step', message: `journey "${event.journey}" has no step "${event.step}"` });
    if (event.errorCode !== undefined && (event.outcome !== 'refused' || !isErrorCode(event.errorCode))) {
      problems.push({ field: `/events/${i}/errorCode`, keyword: 'errorCode', message: 'an error code of the catalog, on a refusal only' });
    }
    rows.push({
      visitId, journey: event.journey, step: event.step, stepIndex, outcome: event.outcome, errorCode: event.errorCode ?? null,
      configRelease: releaseOf(request.configTree), partner: request.partnerId, language: event.language, device: event.device,
    });
  });
  if (problems.length) throw new AppError('VALIDATION_FAILED', { details: problems });
  return rows;
}

/** What a payment order keeps to record its money steps later (migration 0203). */
export interface PaymentVisit {
  visitId: string | null;
  journey: string | null;
  device: 'phone' | 'desktop' | null;
}

/** A settled payment's facts, as payments-repository reads them. */
export interface MoneyStepSource extends PaymentVisit {
  partnerId: string;
  language: 'en' | 'ar' | null;
  configRelease: number | null;
}

/**
 * Records a money step ("paid": the gateway confirmed the money; "issued": the insurer made the
 * policy) from the payment's own row: entered and finished at once, at the index after the
 * journey's last browser step. A payment without a visit records nothing; a failure is logged,
 * never the payment's.
 */
export async function recordMoneyStep(app: FastifyInstance, source: MoneyStepSource, step: MoneyStep, log: FastifyBaseLogger): Promise<void> {
  if (!source.visitId || !source.journey) return;
  const steps = stepsOf(app.configTree, source.partnerId, source.journey);
  if (!steps) return;
  const base = {
    visitId: source.visitId, journey: source.journey, step, stepIndex: steps.length + MONEY_STEPS.indexOf(step), errorCode: null,
    configRelease: source.configRelease, partner: source.partnerId, language: source.language ?? 'en', device: source.device ?? 'desktop',
  } as const;
  try {
    await app.stepEventsRepository.insert([{ ...base, outcome: 'entered' }, { ...base, outcome: 'finished' }]);
  } catch (error) {
    log.error({ err: error, step }, 'money step event not recorded');
  }
}

/** Whether a step calls one of `operationIds`: as its operation, or as an option's value (a view's `pay.operation`). */
function callsOperation(value: unknown, operationIds: string[]): boolean {
  if (typeof value === 'string') return operationIds.includes(value);
  if (Array.isArray(value)) return value.some((item) => callsOperation(item, operationIds));
  if (value && typeof value === 'object') return Object.values(value).some((item) => callsOperation(item, operationIds));
  return false;
}

/** The first of this partner's journeys with a step that calls one of the operations served at `route`. */
const journeyCalling = perTreeKeyed((tree: ConfigTree, key: string): string | null => {
  const [partnerId = '', method = '', path = ''] = key.split('\n');
  const operationIds = Object.entries(tree.catalogs.operations.data.operations)
    .filter(([, op]) => op.method === method && op.path === path).map(([id]) => id);
  if (!operationIds.length) return null;
  for (const journeyId of Object.keys(tree.journeys)) {
    const { steps } = resolveJourney(tree, partnerId, journeyId);
    if (steps.some((step) => callsOperation({ operation: step.operation, options: (step as { options?: unknown }).options }, operationIds))) return journeyId;
  }
  return null;
}, 1000);

/** What a payment order made by this request keeps for its money steps: the visit, the journey that pays, the device. */
export function paymentVisit(request: FastifyRequest): PaymentVisit {
  const visitId = optionalVisitId(request) ?? null;
  if (!visitId) return { visitId: null, journey: null, device: null };
  const journey = journeyCalling(request.configTree, `${request.partnerId}\n${request.method}\n${request.routeOptions.url ?? ''}`);
  return { visitId, journey, device: deviceOf(request.headers['user-agent']) };
}
