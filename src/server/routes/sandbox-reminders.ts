// POST /sandbox/reminders/scan: runs the renewal reminder scan now (sandbox only: registered
// when SANDBOX is on, never in production; outside /api, so not in the API's document). `at`
// sets the scan's clock (an ISO instant: a test in the evening still scans "at 10:00"), `mobile`
// keeps the reminders to that number (a test texts no other sandbox customer). Answers the
// scan's report. Works with REMINDERS off too: it is the explicit trigger.
import type { FastifyPluginAsync } from 'fastify';
import { typed } from '../typed-routes.js';

const schema = {
  hide: true,
  body: {
    type: 'object', additionalProperties: false,
    properties: {
      at: { type: 'string', format: 'date-time' },
      mobile: { type: 'string', pattern: '^\\+?[0-9 ]{8,16}$' },
    },
  },
} as const;

export const sandboxReminderRoutes: FastifyPluginAsync = async (app) => {
  typed(app).post('/sandbox/reminders/scan', { schema, config: { public: true } }, async (request) => {
    const { at, mobile } = request.body ?? {};
    return app.reminders.scan({ ...(at ? { now: new Date(at) } : {}), ...(mobile ? { onlyMobile: mobile } : {}) });
  });
};
