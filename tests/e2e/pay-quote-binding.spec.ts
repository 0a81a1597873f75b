// Issue 9 in the browser: a quote number is usable only by the browser session that looked the
// quote up; its journey survives a renewed token; a stranger's new quote gets the neutral message.
import { expect, test, type Page } from './fixtures.js';
import { getQuote, openBuyPolicy, typeLicence, typeMulkiya } from './buy-policy-helpers.js';
import { waitForStartup } from './console.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { confirmCode } from './one-time-code.js';

resetSandboxBeforeEach();

// The seeded payable quote. payment.spec.ts converts it in its last test, and the portal keeps
// its own record of that across sandbox resets, so this file's name sorts it before payment*.
const PAYABLE = `10/${new Date().getFullYear()}/0501/Q/900004`;

async function payableSummary(page: Page) {
  await page.goto('/motor-insurance/pay-premium', { waitUntil: 'networkidle' });
  await waitForStartup(page);
  await page.getByRole('tab').last().click();
  await page.locator('#pay-premium-lookup_quoteNo').fill(PAYABLE);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
}

async function acceptAndPay(page: Page) {
  await page.locator('#summary-preferences_sameAsMobileNo').check();
  await page.locator('.terms input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'PAY PREMIUM' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/transaction/);
}

/** The calls a stranger's page would make with someone else's quote number, with its own token. */
function strangerCalls(page: Page, quoteNo: string) {
  return page.evaluate(async (number) => {
    const calls: Array<[string, string, object]> = [
      ['POST', '/api/v1/motor/quotes/communication-preferences', { quoteNo: number, emailYN: 'Y', emailId: 'x@example.com', smsYN: 'N', mobileNo: '91234567', whatsappYN: 'Y', whatsappNo: '91234567' }],
      ['POST', '/api/v1/motor/quotes', { quoteNo: number, sendSms: 1, mobileNo: '91234567', sendWhatsapp: 1, whatsappNo: '91234567', sendEmail: 0 }],
      ['POST', '/api/v1/motor/quotes/apply-promo-code', { quoteNo: number, promoCode: 'WELCOME10' }],
      ['POST', '/api/v1/payments/payment-links', { quoteNo: number }],
      ['POST', '/api/v1/payments/start', { quoteNo: number, language: 'en', choices: { mobileNo: '91234567', whatsappNo: '91234567', acceptTerms: true } }],
    ];
    const results = [];
    for (const [method, url, body] of calls) {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { error?: { code: string } };
      results.push({ url, status: res.status, code: answer.error?.code, cache: res.headers.get('cache-control') });
    }
    return results;
  }, quoteNo);
}

test("a second browser cannot use the first one's quote number; the first one still pays", async ({ page, browser }) => {
  await payableSummary(page);
  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.goto('/motor-insurance/pay-premium', { waitUntil: 'networkidle' });
    await waitForStartup(stranger);
    for (const result of await strangerCalls(stranger, PAYABLE)) {
      expect(result, result.url).toEqual({ url: result.url, status: 403, code: 'QUOTE_NOT_OBTAINED', cache: 'no-store' });
    }
  } finally {
    await other.close();
  }
  await acceptAndPay(page);
});

test('the journey survives its access token running out: the renewed token keeps the session', async ({ page }) => {
  await payableSummary(page);
  const before = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  // As if the token had expired while the customer read the summary.
  await page.evaluate(() => sessionStorage.setItem('accessTokenExpiresAt', new Date(Date.now() - 1000).toISOString()));
  await acceptAndPay(page);
  const after = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(after).not.toBe(before);
});

test("a new quote on a vehicle with another person's active quote shows the neutral message only", async ({ page }) => {
  await openBuyPolicy(page);
  await typeMulkiya(page, '1007', 'D');
  await typeLicence(page, 'Prober', '55000008');
  await page.getByLabel('Select Product').selectOption({ label: 'Third Party Insurance' });
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/v1/motor/quotes/new'));
  await getQuote(page).click();
  const body = await (await answer).text();
  expect(body).not.toMatch(/900007|12345007|97000007|VNKKTUD3X0A000107/);
  await expect(page.getByRole('dialog')).toContainText('We could not prepare a quote for these details.');
  await expect(page).toHaveURL(/\/motor-insurance\/buy-policy$/);
});
