import type { FastifyPluginAsync } from 'fastify';
import { registerPreferencesAndPromo } from './preferences-and-promo.js';
import { registerQuoteRecords } from './quote-records.js';

/** The quote record, communication preferences and promo codes (spec sections 3 and 7). */
export const quoteRecordRoutes: FastifyPluginAsync = async (app) => {
  registerQuoteRecords(app);
  registerPreferencesAndPromo(app);
};
