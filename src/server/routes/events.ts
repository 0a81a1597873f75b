// POST /api/v1/events (issue 34): the step events a page's journey runner queued, in one batch.
// Journey, step, outcome, error code, language and device come from the body; the visit from
// X-Visit-Id; release and partner from the request (the config it is served from, its origin).
// A request of its own, sent with keepalive, so no customer's call waits for it.
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../errors.js';
import { MAX_EVENTS_PER_BATCH, STEP_EVENTS_BODY } from '../../config/events-wire.js';
import { eventRows, requestVisitId } from '../events/step-events.js';
import { windowCounter } from '../rate-limit/rate-limit.js';
import { typed } from '../typed-routes.js';

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  // Per visit: a page sends a batch every few seconds at most; a loop is stopped here.
  const perVisit = windowCounter(app, 'step-events', app.env.STEP_EVENTS_RATE_PER_MINUTE, 60_000);
  typed(app).post('/api/v1/events', {
    schema: {
      summary: `Step events of one visit (X-Visit-Id required): at most ${MAX_EVENTS_PER_BATCH} per batch; no personal data is accepted or kept`,
      body: STEP_EVENTS_BODY,
      response: { 204: { type: 'null', description: 'Recorded.' }, ...errorResponses(400, 401, 429) },
    },
  }, async (request, reply) => {
    const visitId = requestVisitId(request);
    await perVisit.take(`visit:${visitId}`);
    await app.stepEventsRepository.insert(eventRows(request, visitId, request.body.events));
    return reply.code(204).send(null);
  });
}
