// POST /api/v1/events (issue 34): the step events a page's journey runner queued, in one batch.
// Journey, step, outcome, error code, language and device come from the body; the visit from
// X-Visit-Id; release and partner from the request (the config it is served from, its origin).
// A request of its own, sent with keepalive, so no customer's call waits for it.
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../errors.js';
import { eventRows, MAX_EVENTS_PER_BATCH, requestVisitId, type EventBody } from '../events/step-events.js';
import { OUTCOMES } from '../events/step-events-repository.js';
import { windowCounter } from '../rate-limit/rate-limit.js';
import { DEVICES } from '../../shared/device.js';

const id = (description: string) => ({ type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$', description }) as const;

const bodySchema = {
  type: 'object', additionalProperties: false, required: ['events'],
  properties: {
    events: {
      type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_BATCH,
      items: {
        type: 'object', additionalProperties: false, required: ['journey', 'step', 'outcome', 'language', 'device'],
        properties: {
          journey: id('A journey id of the config this request is served from.'),
          step: id('A step id of that journey (as the request\'s partner has it).'),
          outcome: { type: 'string', enum: [...OUTCOMES], description: 'entered, finished, refused (with errorCode) or left (the page was hidden or closed on it).' },
          errorCode: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Z0-9_]+$', description: 'On a refusal: the code of schemas/catalog/errors.json the API answered.' },
          language: { type: 'string', enum: ['en', 'ar'] },
          device: { type: 'string', enum: [...DEVICES], description: 'phone or desktop, from the user agent (src/shared/device.ts).' },
        },
      },
    },
  },
} as const;

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  // Per visit: a page sends a batch every few seconds at most; a loop is stopped here.
  const perVisit = windowCounter(app, 'step-events', app.env.STEP_EVENTS_RATE_PER_MINUTE, 60_000);
  app.post<{ Body: { events: EventBody[] } }>('/api/v1/events', {
    schema: {
      summary: `Step events of one visit (X-Visit-Id required): at most ${MAX_EVENTS_PER_BATCH} per batch; no personal data is accepted or kept`,
      body: bodySchema,
      response: { 204: { type: 'null', description: 'Recorded.' }, ...errorResponses(400, 401, 429) },
    },
  }, async (request, reply) => {
    const visitId = requestVisitId(request);
    await perVisit.take(`visit:${visitId}`);
    await app.stepEventsRepository.insert(eventRows(request, visitId, request.body.events));
    return reply.code(204).send();
  });
}
