// GET /api/staff/funnel (issue 34): the answer declared once for the route's schema, the server's
// funnel and the studio's funnel screen.
import type { FromSchema } from 'json-schema-to-ts';

const STEP = {
  type: 'object', additionalProperties: false, required: ['step', 'index', 'visits', 'wentOn'],
  properties: {
    step: { type: 'string', description: 'The step id; "paid" and "issued" are the money steps the server records from payments.' },
    index: { type: 'integer', description: 'Its place in the journey (0-based); money steps follow the last browser step.' },
    visits: { type: 'integer', description: 'Visits that reached the step (counted once per Oman day).' },
    wentOn: { type: ['number', 'null'], description: 'Share (0-1) of them that reached the next step; null on the last step or with no visits.' },
  },
} as const;

export const FUNNEL_RESPONSE = {
  type: 'object', additionalProperties: false, required: ['data'],
  properties: {
    data: {
      type: 'object', additionalProperties: false, required: ['journey', 'from', 'to', 'partner', 'series'],
      properties: {
        journey: { type: 'string' },
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
        partner: { type: ['string', 'null'], description: 'The partner counted; null: every partner.' },
        series: {
          type: 'array',
          items: {
            type: 'object', additionalProperties: false, required: ['release', 'steps'],
            properties: { release: { type: ['integer', 'null'], description: 'null: all releases together.' }, steps: { type: 'array', items: STEP } },
          },
        },
      },
    },
  },
} as const;

export type Funnel = FromSchema<typeof FUNNEL_RESPONSE>['data'];
export type FunnelSeries = Funnel['series'][number];
export type FunnelStep = FunnelSeries['steps'][number];
