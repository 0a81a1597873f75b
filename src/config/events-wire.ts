// POST /api/v1/events (issue 34): the step events a page sends, declared once for the route's
// schema, the server's handling and the browser's queue. Ids, an outcome, a catalog error code, the
// language and phone-or-desktop: nothing that names a person fits in it.
import type { FromSchema } from 'json-schema-to-ts';
import { DEVICES } from '../shared/device.js';

export const STEP_OUTCOMES = ['entered', 'finished', 'refused', 'left'] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

/** The events one request may carry (a page sends its queue at most every few seconds). */
export const MAX_EVENTS_PER_BATCH = 50;

const id = (description: string) => ({ type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$', description }) as const;

export const STEP_EVENT_SCHEMA = {
  type: 'object', additionalProperties: false, required: ['journey', 'step', 'outcome', 'language', 'device'],
  properties: {
    journey: id('A journey id of the config this request is served from.'),
    step: id('A step id of that journey (as the request\'s partner has it).'),
    outcome: { type: 'string', enum: STEP_OUTCOMES, description: 'entered, finished, refused (with errorCode) or left (the page was hidden or closed on it).' },
    errorCode: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Z0-9_]+$', description: 'On a refusal: the code of schemas/catalog/errors.json the API answered.' },
    language: { type: 'string', enum: ['en', 'ar'] },
    device: { type: 'string', enum: DEVICES, description: 'phone or desktop, from the user agent (src/shared/device.ts).' },
  },
} as const;

export const STEP_EVENTS_BODY = {
  type: 'object', additionalProperties: false, required: ['events'],
  properties: { events: { type: 'array', minItems: 1, maxItems: MAX_EVENTS_PER_BATCH, items: STEP_EVENT_SCHEMA } },
} as const;

export type StepEvent = FromSchema<typeof STEP_EVENT_SCHEMA>;
