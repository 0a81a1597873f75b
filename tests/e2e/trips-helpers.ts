// Helpers of the issue-12 specs: the same journeys walked in English and Arabic, reaching fields by
// their ids so the steps do not depend on the language of the labels.
import { expect, type Page } from './fixtures.js';
import { waitForStartup } from './console.js';
import { YEAR } from './lookup-helpers.js';
import { confirmCode, enterCode } from './one-time-code.js';

export type Lang = 'en' | 'ar';
export const LANGS: Lang[] = ['en', 'ar'];
export const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

export async function go(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(path);
  await waitForStartup(page);
  const switchTo = page.getByRole('button', { name: lang === 'ar' ? 'العربية' : 'English' });
  if ((await page.locator('html').getAttribute('lang')) !== lang) await switchTo.click();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

export const submit = (page: Page) => page.locator('form button[type="submit"]').first().click();

/** A lookup page's plate and civil id tab, filled and submitted; `to` is where it leads. */
export async function plateLookup(page: Page, lang: Lang, path: string, form: string, plate: [string, string, string], to: RegExp): Promise<void> {
  await go(page, path, lang);
  await page.locator(`#${form}_plateNumber`).fill(plate[0]);
  await page.locator(`#${form}_plateCode`).selectOption(plate[1]);
  await page.locator(`#${form}_civilId`).fill(plate[2]);
  await submit(page);
  await pastPolicyCode(page, lang, to);
}

/**
 * After a lookup's submit: where a code screen comes before the result (documents, ROP: issue 24)
 * the code is read from the outbox and typed; then the page must be at `to`.
 */
export async function pastPolicyCode(page: Page, lang: Lang, to: RegExp): Promise<void> {
  const codeScreen = page.locator('.one-time-code');
  await expect.poll(async () => to.test(page.url()) || (await codeScreen.count()) > 0, { timeout: 20_000 }).toBe(true);
  if (!to.test(page.url())) await enterCode(page, lang);
  await expect(page).toHaveURL(to);
}

/** Renewal of the seeded 1001 A to its summary, past the one-time code (read from the sandbox outbox). */
export async function renewalSummary(page: Page, lang: Lang): Promise<void> {
  await plateLookup(page, lang, '/motor-insurance/renew-policy', 'renew-lookup', ['1001', 'A', '08123456'], /\/motor-insurance\/get-quote$/);
  await confirmCode(page, lang);
}

/** Pay Premium of the seeded quote 900004 (by quote number) to its summary. */
export async function premiumSummary(page: Page, lang: Lang): Promise<void> {
  await go(page, '/motor-insurance/pay-premium', lang);
  await page.getByRole('tab').last().click();
  await page.locator('#pay-premium-lookup_quoteNo').fill(`10/${YEAR}/0501/Q/900004`);
  await submit(page);
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page, lang);
}

export const payButton = (page: Page) => page.locator('.quote-summary .form-actions .button');

/** Summary -> checkout -> Pay -> Continue -> success page. */
export async function payAtCheckout(page: Page, lang: Lang): Promise<void> {
  await page.locator('#summary-preferences_sameAsMobileNo').check();
  await page.locator('.terms input[type="checkbox"]').check();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/transaction/);
  expect(await page.locator('main').innerText()).not.toMatch(ARABIC_INDIC);
  await expect(page.locator('.pay-amount bdi')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{3}$/);
  await shoot(page, 'checkout', lang);
  await page.locator('#card_number').fill('4111 1111 1111 1111');
  await page.locator('button[value="pay"]').click();
  await page.locator('button.pay-primary').click();
  await expect(page).toHaveURL(/\/motor-insurance\/payment-result\?br=/);
  await expect(page.locator('.payment-result--success')).toBeVisible({ timeout: 20_000 });
}

/** Both widths every changed screen is looked at. */
export const WIDTHS = [390, 1280] as const;

export async function shoot(page: Page, name: string, lang: Lang): Promise<void> {
  if (!process.env.SHOTS) return;
  // Dialogs fade in over 300 ms.
  await page.waitForTimeout(400);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
