import { describe, expect, it } from 'vitest';
import { carriesPersonalData } from './no-store.js';

describe('carriesPersonalData', () => {
  it('covers every /api answer but the shared config, partner settings, health and docs', () => {
    for (const url of [
      '/api/v1/motor/renewals/lookup', '/api/v1/motor/quotes/new', '/api/v1/motor/quotes', '/api/v1/payments/payment-responses?br=x',
      '/api/v1/motor/leads', '/api/v1/ocr/mulkiya', '/api/v1/motor/documents/abc', '/api/dic/motor-insurance/request-policy-document',
    ]) expect(carriesPersonalData(url), url).toBe(true);
    for (const url of [
      '/api/v1/config/locales/en', '/api/get/partners?portal_url=x', '/api/get/partner/partnerConfig?partner_id=default',
      '/api/health', '/api/docs/json', '/motor-insurance', '/assets/app.js', '/apix',
    ]) expect(carriesPersonalData(url), url).toBe(false);
  });
});
