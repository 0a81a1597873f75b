// GET /api/staff/audit (a page of the trail, newest first) and GET /api/staff/audit/export (the
// same filters, as a CSV or JSON download). Any signed-in member of staff may read it; a partner's
// staff only their own entries and those about their partner's drafts and releases.
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../errors.js';
import type { AuditFilter, AuditRecord } from '../../staff/audit-repository.js';
import { auditToCsv } from '../../staff/audit-csv.js';
import type { StaffIdentity } from '../../staff/roles.js';
import { auditExportQuery, auditPageResponse, auditQuery, type AuditQuery } from './schemas.js';
import { typed } from '../../typed-routes.js';

/** An export is one query: this many entries at most (narrow the dates for more). */
export const EXPORT_MAX_ENTRIES = 10_000;

const filterOf = (query: Omit<AuditQuery, 'limit'>, staff: StaffIdentity): AuditFilter => ({
  action: query.action,
  actor: query.actor,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  before: query.before ? Number(query.before) : undefined,
  // A partner's staff: their own actions and what was done to their partner's drafts and releases.
  scope: staff.partnerScope === undefined ? undefined : { partnerId: staff.partnerScope, username: staff.username },
});

export async function staffAuditRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get('/api/staff/audit', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: the audit trail (sign-ins, sign-outs, saves, approvals), newest first, filtered and paged (a partner\'s staff: their own and their partner\'s drafts\' and releases\')',
      tags: ['staff'],
      querystring: auditQuery,
      response: { 200: auditPageResponse, ...errorResponses(400, 401) },
    },
  }, async (request) => {
    const limit = Number(request.query.limit ?? 50);
    // One more than asked tells whether there is a next page without counting the table.
    const rows = await app.staffAuditRepository.list(filterOf(request.query, request.staff!), limit + 1);
    const data = rows.slice(0, limit);
    return { data, page: { next: rows.length > limit ? data[data.length - 1]!.id : null } };
  });

  typed(app).get('/api/staff/audit/export', {
    config: { public: true, staff: true },
    schema: {
      summary: `Staff: the audit trail as a download (CSV or JSON), newest first, at most ${EXPORT_MAX_ENTRIES} entries`,
      tags: ['staff'],
      querystring: auditExportQuery,
      produces: ['text/csv', 'application/json'],
      response: {
        200: {
          description: 'The file (Content-Disposition: attachment).',
          content: {
            'text/csv': { schema: { type: 'string' } },
            'application/json': { schema: { type: 'array', items: { type: 'object' } } },
          },
        },
        ...errorResponses(400, 401),
      },
    },
  }, async (request, reply) => {
    const format = request.query.format ?? 'csv';
    const rows: AuditRecord[] = await app.staffAuditRepository.list(filterOf(request.query, request.staff!), EXPORT_MAX_ENTRIES);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    reply.header('content-disposition', `attachment; filename="staff-audit-${stamp}.${format}"`);
    // Strings go out as they are: the response schema does not re-serialise them.
    if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows));
    return reply.type('text/csv; charset=utf-8').send(auditToCsv(rows));
  });
}
