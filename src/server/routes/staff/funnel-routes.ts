// GET /api/staff/funnel (issue 34): a journey's funnel for any signed-in member of staff; a
// partner's staff see their own partner only (another partner's answers 404, as a missing item).
import type { FastifyInstance } from 'fastify';
import { appError, errorResponses } from '../../errors.js';
import { funnelOf } from '../../events/funnel.js';
import { omanDay } from '../../retention/retention-job.js';
import { partnerShownTo } from '../../staff/roles.js';
import { DEVICES } from '../../../shared/device.js';
import { typed } from '../../typed-routes.js';
import { FUNNEL_RESPONSE } from '../../../config/funnel-wire.js';

/** A range longer than this is refused: the day table answers it, but a page of years says nothing. */
export const MAX_FUNNEL_DAYS = 800;
const DEFAULT_DAYS = 30;
const DAY = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', format: 'date' } as const;

const query = {
  type: 'object', additionalProperties: false, required: ['journey'],
  properties: {
    journey: { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$', description: 'A journey id of the served config.' },
    from: { ...DAY, description: `First Oman day (YYYY-MM-DD); default ${DEFAULT_DAYS - 1} days before \`to\`.` },
    to: { ...DAY, description: 'Last Oman day, included; default today.' },
    partner: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$', description: 'Only this partner\'s visits (a partner\'s staff: their own, always).' },
    language: { type: 'string', enum: ['en', 'ar'] },
    device: { type: 'string', enum: [...DEVICES] },
    release: {
      type: 'string', pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})?$',
      description: 'A release number, or two separated by a comma to compare them side by side (one series each); none: all releases together.',
    },
  },
} as const;

/** A day the calendar has (the pattern lets 2026-02-31 through). */
const isDay = (day: string) => !Number.isNaN(Date.parse(day)) && new Date(Date.parse(day)).toISOString().slice(0, 10) === day;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function staffFunnelRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get('/api/staff/funnel', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: a journey\'s funnel: per step the visits and the share that went on, filtered by Oman days, partner, language, device, and per release (two side by side)',
      tags: ['staff'],
      querystring: query,
      response: { 200: FUNNEL_RESPONSE, ...errorResponses(400, 401, 404) },
    },
  }, async (request) => {
    const q = request.query;
    const staff = request.staff!;
    const partner = staff.partnerScope === undefined ? q.partner : partnerShownTo(staff, q.partner, staff.partnerScope);
    if (staff.partnerScope !== undefined && partner === undefined) throw appError('NOT_FOUND');
    const to = q.to ?? omanDay();
    const from = q.from ?? addDays(to, 1 - DEFAULT_DAYS);
    if (!isDay(from) || !isDay(to) || from > to || Date.parse(to) - Date.parse(from) > MAX_FUNNEL_DAYS * 86_400_000) {
      throw appError('VALIDATION_FAILED', { message: `from must be a day on or before to, at most ${MAX_FUNNEL_DAYS} days apart` });
    }
    const releases = q.release ? [...new Set(q.release.split(',').map(Number))] : undefined;
    const series = await funnelOf(app.stepEventsRepository, request.configTree, {
      journey: q.journey, from, to, partner, language: q.language, device: q.device, releases,
    });
    if (!series) throw appError('NOT_FOUND');
    return { data: { journey: q.journey, from, to, partner: partner ?? null, series } };
  });
}
