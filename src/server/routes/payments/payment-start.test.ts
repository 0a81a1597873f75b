// The payment start command over real HTTP (the portal, the sandbox insurer and gateway in one
// listening app): the browser sends choices, the server decides statuses and amounts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerById } from '../../../config/resolve.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { apiClient, confirmCode, lookUpQuote, renewalQuoteNo } from '../../testing/test-client.js';
import { quoteHolder } from '../../quotes/quote-binding.js';

let t: TestApp;
let base: string;
const PAYABLE = `10/${new Date().getFullYear()}/0501/Q/900004`;
const ar = JSON.parse(readFileSync(new URL('../../../../locales/ar.json', import.meta.url), 'utf8')) as {
  summary: { preferences: { mobileInvalid: string } };
};

const api = (method: string, path: string, body?: unknown, session?: string) => apiClient(t)(method, path, body, session);

const choices = (extra: Record<string, unknown> = {}) => ({
  planId: '050012', mobileNo: '+968 9100 0001', sameAsMobileNo: true, whatsappNo: '91000001', acceptTerms: true, ...extra,
});
const start = (body: Record<string, unknown>, session?: string) =>
  api('POST', '/api/v1/payments/start', { quoteNo: PAYABLE, language: 'en', ...body }, session);
const paymentsOf = async (quoteNo: string) =>
  Number((await t.app.db.query<{ n: string }>('select count(*)::text as n from payments where quote_no = $1', [quoteNo]))[0]?.n);
const fault = (body: object) =>
  fetch(`${base}/sandbox/insurer/_faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  base = t.app.localBaseUrl();
  // Issue 24 and 31: the quote's session confirmed a code sent to the mobile on record, which obtained the quote.
  await lookUpQuote(t, '/api/v1/motor/premiums/lookup', { lookupType: 'quoteNo', quoteNo: PAYABLE });
}, 60_000);
afterAll(() => t?.close());

describe('POST /api/v1/payments/start', () => {
  it('refuses a session that holds the quote but confirmed no code: 403 OTP_REQUIRED, nothing recorded', async () => {
    // Holding a quote without a code: a buy journey's quote, say (a lookup's is held only after its code).
    const holder = quoteHolder({ clientId: t.app.env.PUBLIC_CLIENT_ID, sessionId: 'no-code' }, t.app.env.PUBLIC_CLIENT_ID)!;
    await t.app.quoteBindingsRepository.bind({ quoteNo: PAYABLE, holder });
    const before = await paymentsOf(PAYABLE);
    const res = await start({ choices: choices() }, 'no-code');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('OTP_REQUIRED');
    const links = await api('POST', '/api/v1/payments/payment-links', { quoteNo: PAYABLE }, 'no-code');
    expect(links.status).toBe(403);
    expect(links.body.error.code).toBe('OTP_REQUIRED');
    expect(await paymentsOf(PAYABLE)).toBe(before);
  });

  it('records the choices with the server statuses and redirects to a checkout for the amount it priced', async () => {
    const res = await start({ choices: choices({ emailId: ' customer@example.om ' }), transId: 'lead-1' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['redirect']);
    const [record] = await t.app.db.query<Record<string, unknown>>(
      `select quote_status, payment_status, mobile_no, whatsapp_no, email, same_as_mobile_no, selected_plan, trans_id,
         to_char(discounted_premium_baiza / 1000.0, 'FM999990.000') as amount from quote_records where quote_no = $1`,
      [PAYABLE],
    );
    expect(record).toMatchObject({
      quote_status: 'Created', payment_status: 'Initiated', mobile_no: '91000001', whatsapp_no: '91000001',
      email: 'customer@example.om', same_as_mobile_no: true, selected_plan: '050012', trans_id: 'lead-1',
    });
    const [prefs] = await t.app.db.query<{ email_yn: boolean; whatsapp_yn: boolean }>(
      'select email_yn, whatsapp_yn from communication_preferences where quote_no = $1 order by id desc limit 1', [PAYABLE],
    );
    expect(prefs).toEqual({ email_yn: true, whatsapp_yn: true });
    const page = await (await fetch(`${base}${res.body.data.redirect as string}`)).text();
    expect(page).toContain(`OMR <bdi dir="ltr">${record?.amount as string}</bdi>`);
  });

  it('keeps the terms the customer accepted before paying as a consent record (issue 24)', async () => {
    await t.app.db.query('delete from consents where quote_no = $1', [PAYABLE]);
    const res = await start({ choices: choices(), transId: 'lead-2', language: 'ar' });
    expect(res.status).toBe(200);
    const rows = await t.app.db.query<Record<string, unknown>>('select kind, accepted, trans_id, form_id, field, language, channel, text_keys from consents where quote_no = $1', [PAYABLE]);
    expect(rows).toEqual([{
      kind: 'terms', accepted: true, trans_id: 'lead-2', form_id: 'summary-terms', field: 'acceptTerms', language: 'ar', channel: 'web',
      text_keys: ['summary.terms.accept', 'summary.terms.privacyPolicy'],
    }]);
  });

  it('charges the promo price the server computes for the code, and refuses an unknown code', async () => {
    const applied = await api('POST', '/api/v1/motor/quotes/apply-promo-code', { promoCode: 'welcome10', quoteNo: PAYABLE });
    expect(applied.status).toBe(200);
    const res = await start({ choices: choices({ promoCode: 'welcome10' }) });
    expect(res.status).toBe(200);
    const page = await (await fetch(`${base}${res.body.data.redirect as string}`)).text();
    expect(page).toContain(`OMR <bdi dir="ltr">${applied.body.data.netPayablePremium as string}</bdi>`);
    const unknown = await start({ choices: choices({ promoCode: 'NOPE' }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('PROMO_INVALID');
  });

  it('takes no amount, status or field the summary does not have', async () => {
    const before = await paymentsOf(PAYABLE);
    const amount = await start({ choices: choices(), amount: '0.001' });
    expect(amount.status).toBe(400);
    const status = await start({ choices: choices({ quoteStatus: 'Policy Converted', discountedPremium: '0.001' }) });
    expect(status.status).toBe(400);
    expect(status.body.error.code).toBe('VALIDATION_FAILED');
    expect(status.body.error.details.map((d: { field: string }) => d.field)).toEqual(['/choices/quoteStatus', '/choices/discountedPremium']);
    expect(await paymentsOf(PAYABLE)).toBe(before);
  });

  it("refuses bad input with the summary's own words, in the customer's language", async () => {
    const bad = await start({ choices: choices({ mobileNo: '12345' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid Mobile number' });
    const arabic = await start({ language: 'ar', choices: choices({ mobileNo: '12345' }) });
    expect(arabic.body.error.message).toBe(ar.summary.preferences.mobileInvalid);
    const terms = await start({ choices: choices({ acceptTerms: false }) });
    expect(terms.body.error.details).toEqual([{ field: '/choices/acceptTerms', keyword: 'const', message: 'Please accept the terms and conditions to pay' }]);
    const nowhere = await start({ choices: choices({ sameAsMobileNo: false, whatsappNo: '' }) });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.details[0]).toMatchObject({ field: '/choices/whatsappNo', keyword: 'atLeastOne' });
    expect((await start({ choices: choices(), language: 'fr' })).status).toBe(400);
    expect((await api('POST', '/api/v1/payments/start', { quoteNo: PAYABLE, language: 'en' })).status).toBe(400);
  });

  it('refuses a plan other than the confirmed one, and a plan the insurer says is not valid', async () => {
    const before = await paymentsOf(PAYABLE);
    const other = await start({ choices: choices({ planId: '050013' }) });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'PAYMENT_VALIDATION_FAILED', message: 'Failed to process the payment request.' });
    expect((await fault({ kind: 'errMsg', operation: 'getPlanStatus', errMsg: 'Plan is not valid' })).status).toBe(200);
    const refused = await start({ choices: choices() });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('PAYMENT_VALIDATION_FAILED');
    expect(await paymentsOf(PAYABLE)).toBe(before);
  });

  it('an insurer that does not answer is a clear error, never a crash, and opens no payment', async () => {
    const before = await paymentsOf(PAYABLE);
    await fault({ kind: 'http500', operation: 'getTransDtls', times: 10 });
    try {
      const res = await start({ choices: choices() });
      expect(res.status).not.toBe(500);
      expect(res.body.error).toMatchObject({ code: 'INSURER_UNAVAILABLE', message: 'The insurance service is not answering. Please try again later.' });
      expect(res.body.error.requestId ?? res.body.requestId).toBeDefined();
    } finally {
      await fetch(`${base}/sandbox/insurer/_faults`, { method: 'DELETE' });
    }
    expect(await paymentsOf(PAYABLE)).toBe(before);
  });

  it("refuses someone else's quote before anything is recorded", async () => {
    const res = await start({ choices: choices() }, 'another-browser');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('QUOTE_NOT_OBTAINED');
  });

  it('a browser cannot reset the quote while its payment is open; a failed one is reset by the server', async () => {
    expect((await start({ choices: choices() })).status).toBe(200);
    const put = await api('PUT', '/api/v1/motor/quotes', { quoteNo: PAYABLE, quoteStatus: 'Quote', paymentStatus: 'Failed', policyNo: '' });
    expect(put.status).toBe(409);
    expect(put.body.error.code).toBe('QUOTE_STATUS_INVALID');
    const [record] = await t.app.db.query<{ quote_status: string }>('select quote_status from quote_records where quote_no = $1', [PAYABLE]);
    expect(record?.quote_status).toBe('Created');
  });

  it('skips the gateway where the partner and the server allow it, and the result converts the quote', async () => {
    const quoteNo = await renewalQuoteNo(t);
    await confirmCode(t, quoteNo);
    const features = partnerById(t.app.configTree, 'default').features as { skipPayment?: boolean };
    features.skipPayment = true;
    try {
      // A renewal offers no plan choice: its plan is the insurer's, whatever the body says.
      const res = await api('POST', '/api/v1/payments/start', { quoteNo, language: 'ar', choices: choices({ planId: undefined }) });
      expect(res.status).toBe(200);
      const br = res.body.data.result as string;
      expect(br).toBeTruthy();
      const result = await api('GET', `/api/v1/payments/payment-responses?br=${br}`);
      expect(result.body.data).toMatchObject({ paid: true, mer_param_2: quoteNo });
      const [record] = await t.app.db.query<{ quote_status: string }>('select quote_status from quote_records where quote_no = $1', [quoteNo]);
      expect(record?.quote_status).toBe('Policy Converted');
    } finally {
      features.skipPayment = false;
    }
  }, 60_000);
});
