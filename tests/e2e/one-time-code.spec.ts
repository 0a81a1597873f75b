// Issue 24 in the browser: a renewal asks for a code sent to the masked mobile on the insurer's
// record; the code arrives in the sandbox outbox in the customer's language; a wrong code is
// refused with the tries left; the right one opens the summary. Both languages.
import { expect, test } from './fixtures.js';
import { codeAskedAt, codeFromOutbox } from './one-time-code.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { LANGS, plateLookup } from './trips-helpers.js';

resetSandboxBeforeEach();

const WRONG = { en: 'This code is not right. Tries left: 4.', ar: 'هذا الرمز غير صحيح. المحاولات المتبقية: 4.' };

for (const lang of LANGS) {
  test(`${lang}: the code goes to •••• 0001 in the customer's language; a wrong code is refused, the right one opens the summary`, async ({ page }) => {
    await plateLookup(page, lang, '/motor-insurance/renew-policy', 'renew-lookup', ['1001', 'A', '08123456'], /\/motor-insurance\/get-quote$/);
    const sent = page.locator('.one-time-code__sent');
    await expect(sent).toContainText('•••• 0001', { timeout: 20_000 });
    const since = await codeAskedAt(page);
    await expect(page.locator('.quote-summary')).toHaveCount(0);
    const input = page.locator('input[autocomplete="one-time-code"]');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    const { code, language } = await codeFromOutbox(page, '0001', since);
    expect(language).toBe(lang);

    await input.fill(code === '000000' ? '000001' : '000000');
    await page.locator('.one-time-code button[type="submit"]').click();
    await expect(page.getByRole('alert')).toHaveText(WRONG[lang]);
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill(code);
    await page.locator('.one-time-code button[type="submit"]').click();
    await expect(page.locator('.quote-summary')).toBeVisible({ timeout: 20_000 });
    // The resend waits 30 s: nothing a double click could flood.
  });
}
