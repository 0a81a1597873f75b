// Issue 24, items 6 and 7 in the browser, in English and Arabic: the landing page's optional
// marketing box beside the privacy one (the lead posts both answers; the server keeps them as
// consent records), and a refused comprehensive quote that tells the vehicle's owner of record why
// while anyone else gets the neutral message.
import { expect, test, type Page } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';
import { readFileSync } from 'node:fs';
import { openBuyPolicy } from './buy-policy-helpers.js';
import { codeAskedAt, codeFromOutbox } from './one-time-code.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { go, LANGS, payAtCheckout, renewalSummary, shoot, type Lang } from './trips-helpers.js';

resetSandboxBeforeEach();

const T = {
  en: {
    privacy: /privacy policy/, marketing: /offers and news/, renew: 'Renew Policy', details: 'Enter Details', getQuote: 'Get Quote',
    owner: 'Comprehensive cover is offered only for vehicles up to 5 years old.', neutral: 'We could not prepare a quote for these details.',
    myData: 'Download my data',
  },
  ar: {
    privacy: /سياسة الخصوصية/, marketing: /العروض/, renew: 'تجديد الوثيقة', details: 'إدخال التفاصيل', getQuote: 'احصل على عرض السعر',
    owner: 'التأمين الشامل متاح فقط للمركبات التي لا يزيد عمرها على 5 سنوات.', neutral: 'تعذّر إعداد عرض سعر لهذه البيانات.',
    myData: 'تنزيل بياناتي',
  },
};

async function fillLanding(page: Page, lang: Lang) {
  await go(page, '/motor-insurance', lang);
  await page.locator('.lead-form input[name="name"]').fill('Aisha Al Balushi');
  await page.locator('.lead-form input[name="mobileNo"]').fill('91234567');
}

for (const lang of LANGS) {
  for (const marketing of [false, true]) {
    test(`${lang}: the landing page posts the privacy acceptance and the marketing box ${marketing ? 'ticked' : 'left unticked'}`, async ({ page }) => {
      await fillLanding(page, lang);
      const privacy = page.getByRole('checkbox', { name: T[lang].privacy });
      const offers = page.getByRole('checkbox', { name: T[lang].marketing });
      await expect(privacy).not.toBeChecked();
      await expect(offers).not.toBeChecked();
      // The marketing box is optional: only the privacy box enables the actions.
      if (marketing) await offers.check();
      await expect(page.getByRole('button', { name: T[lang].renew, exact: true }).first()).toBeDisabled();
      await privacy.check();
      if (!marketing) {
        await shoot(page, 'landing-consent', lang);
        expect(describeViolations(await seriousViolations(page))).toEqual([]);
      }
      const lead = page.waitForRequest((r) => r.url().endsWith('/api/v1/motor/leads') && r.method() === 'POST');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/motor/leads') && r.request().method() === 'POST');
      await page.getByRole('button', { name: T[lang].renew, exact: true }).first().click();
      expect((await lead).postDataJSON()).toMatchObject({ acceptPrivacyPolicy: true, acceptMarketing: marketing });
      expect((await answer).status()).toBe(200);
      await expect(page).toHaveURL(/\/motor-insurance\/renew-policy$/);
    });
  }

  for (const [who, civilId, name] of [['owner', '55000008', 'Said Al Maskari'], ['stranger', '55000012', 'Ali Al Amri']] as const) {
    test(`${lang}: a comprehensive quote refused for an 8-year-old car tells the ${who} ${who === 'owner' ? "the insurer's reason" : 'the neutral message'}`, async ({ page }) => {
      await go(page, '/motor-insurance', lang);
      await openBuyPolicy(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const tabs of await page.getByRole('tab', { name: T[lang].details }).all()) await tabs.click();
      await page.locator('#buy-policy_plateNo').fill('2002');
      await page.locator('#buy-policy_plateCode').selectOption('H');
      await page.locator('#buy-policy_firstName').fill(name);
      await page.locator('#buy-policy_civilId').fill(civilId);
      await page.locator('#buy-policy_product').selectOption('0501');
      await page.locator('#buy-policy_vehicleValue').fill('9000');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/motor/quotes/new'));
      await page.getByRole('button', { name: T[lang].getQuote }).click();
      const body = await (await answer).text();
      const dialog = page.getByRole('dialog');
      if (who === 'owner') {
        await expect(dialog).toContainText(T[lang].owner);
        await expect(dialog).not.toContainText(T[lang].neutral);
      } else {
        await expect(dialog).toContainText(T[lang].neutral);
        expect(body).not.toMatch(/years old|VEHICLE_TOO_OLD|12345008/);
      }
      await shoot(page, `refused-${who}`, lang);
      expect(describeViolations(await seriousViolations(page))).toEqual([]);
    });
  }
}

for (const lang of LANGS) {
  test(`${lang}: after paying, the customer downloads their own data past a one-time code`, async ({ page }) => {
    await renewalSummary(page, lang);
    await payAtCheckout(page, lang);
    await page.getByRole('link', { name: T[lang].myData }).click();
    await expect(page).toHaveURL(/\/motor-insurance\/my-data$/);
    const sent = page.locator('.one-time-code__sent');
    await expect(sent).toContainText('••••', { timeout: 20_000 });
    const since = await codeAskedAt(page);
    const { code, language } = await codeFromOutbox(page, /••••\s*(\d{4})/.exec(await sent.innerText())![1]!, since);
    expect(language).toBe(lang);
    await page.locator('input[autocomplete="one-time-code"]').fill(code);
    await page.locator('.one-time-code button[type="submit"]').click();
    const button = page.getByRole('button', { name: T[lang].myData });
    await expect(button).toBeVisible({ timeout: 20_000 });
    await shoot(page, 'my-data', lang);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-[A-Za-z0-9_-]+\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { quoteNo: string; quotes: { quote_no: string }[]; consents: { kind: string; accepted: boolean }[]; payments: unknown[] };
    expect(data.quotes.map((q) => q.quote_no)).toEqual([data.quoteNo]);
    expect(data.consents).toContainEqual(expect.objectContaining({ kind: 'terms', accepted: true }));
    expect(data.payments.length).toBeGreaterThan(0);
    await expect(page.locator('.data-download__done')).toBeVisible();
  });
}
