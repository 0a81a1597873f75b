// Issue 24, items 6 and 7 in the browser, in English and Arabic: the landing page's optional
// marketing box beside the privacy one (the lead posts both answers; the server keeps them as
// consent records), and a refused comprehensive quote that tells the vehicle's owner of record why
// while anyone else gets the neutral message.
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './axe.js';
import { openBuyPolicy } from './buy-policy-helpers.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { go, LANGS, shoot, type Lang } from './trips-helpers.js';

resetSandboxBeforeEach();
test.use({ bypassCSP: true });

const T = {
  en: {
    privacy: /privacy policy/, marketing: /offers and news/, renew: 'Renew Policy', details: 'Enter Details', getQuote: 'Get Quote',
    owner: 'Comprehensive cover is offered only for vehicles up to 5 years old.', neutral: 'We could not prepare a quote for these details.',
  },
  ar: {
    privacy: /سياسة الخصوصية/, marketing: /العروض/, renew: 'تجديد الوثيقة', details: 'إدخال التفاصيل', getQuote: 'احصل على عرض السعر',
    owner: 'التأمين الشامل متاح فقط للمركبات التي لا يزيد عمرها عن 5 سنوات.', neutral: 'تعذّر إعداد عرض سعر لهذه البيانات.',
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
