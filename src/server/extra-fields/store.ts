// Extra fields (issue 21): form fields staff add and map in a journey that the insurer's wire has
// no place for. They are kept with the lead and quote, so nothing a customer types is silently lost,
// and staff read them in the studio. The SQL is extra-fields-repository.ts's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { madeUnder } from '../config-state.js';
import type { CheckedBody } from '../forms/index.js';
import type { StaffIdentity } from '../staff/roles.js';
import type { NewExtraFields } from './extra-fields-repository.js';

export interface ExtraFieldsRecord {
  transId?: string | null;
  quoteNo?: string | null;
}

/** The record of the body's extra fields with the lead and quote they came with; undefined when it has none. */
export function extraFieldsOf(request: FastifyRequest, checked: Pick<CheckedBody, 'extras' | 'journeyId'>, record: ExtraFieldsRecord): NewExtraFields | undefined {
  if (Object.keys(checked.extras).length === 0) return undefined;
  return {
    transId: record.transId ?? null,
    quoteNo: record.quoteNo ?? null,
    partnerId: request.partnerId,
    journeyId: checked.journeyId,
    operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
    fields: checked.extras,
    ...madeUnder(request.configTree),
  };
}

/** Stores the body's extra fields, if it has any (a lead's go in the lead's own statement instead). */
export async function keepExtraFields(app: FastifyInstance, request: FastifyRequest, checked: Pick<CheckedBody, 'extras' | 'journeyId'>, record: ExtraFieldsRecord): Promise<void> {
  const extras = extraFieldsOf(request, checked, record);
  if (extras) await app.extraFieldsRepository.insert(extras);
}

/** The latest extra fields (at most 100), of one lead or quote when asked; a partner's staff only their partner's. */
export async function readExtraFields(app: FastifyInstance, filter: ExtraFieldsRecord, staff: StaffIdentity) {
  const rows = await app.extraFieldsRepository.latest({ ...filter, partnerId: staff.partnerScope }, 100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
