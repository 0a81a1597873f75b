// Renewal reminders (issue 24, item 5) in the browser: the sandbox's scan trigger queues the
// reminders of the seeded policies expiring in 7 days (4002 S, English) and 30 days (4001 S,
// Arabic); the SMS arrives in the sandbox outbox in the customer's language; its link opens Renew
// Policy in that language with the policy filled in; a forged link shows a message and the empty
// form; the opt-out link confirms the opt-out and the next scan skips that policy. axe on both
// pages; screenshots at 390 px (SHOTS=<dir>).
import { expect, test, type APIRequestContext } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';
import { waitForStartup } from './console.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { shoot, type Lang } from './trips-helpers.js';

resetSandboxBeforeEach();

const CUSTOMERS: Record<Lang, { mobile: string; plate: [string, string]; days: string }> = {
  en: { mobile: '91000014', plate: ['4002', 'S'], days: '7' },
  ar: { mobile: '91000013', plate: ['4001', 'S'], days: '30' },
};

interface OutboxEntry { channel: string; to: string; language: string; text: string; links: string[]; sentAt: string }

/** Runs the sandbox's scan at 10:00 Oman time today (never in the quiet hours), for one mobile only. */
async function scan(request: APIRequestContext, mobile: string) {
  const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
  const response = await request.post('/sandbox/reminders/scan', { data: { at: `${today}T06:00:00.000Z`, mobile } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { queued: number; alreadySent: number; optedOut: number };
}

/** The reminder SMS to `mobile` (the newest), as the customer's phone shows it. */
async function reminder(request: APIRequestContext, mobile: string): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect.poll(async () => {
    const outbox = (await (await request.get(`/sandbox/outbox.json?to=${mobile}`)).json()) as OutboxEntry[];
    found = outbox.find((m) => m.channel === 'sms' && m.links.some((link) => link.includes('/renew-policy?')));
    return found !== undefined;
  }, { timeout: 20_000 }).toBe(true);
  return found!;
}

const linkTo = (entry: OutboxEntry, path: string) => entry.links.find((link) => link.includes(path))!;

for (const lang of ['en', 'ar'] as const) {
  const customer = CUSTOMERS[lang];
  test(`${lang}: the reminder's link opens Renew Policy in the customer's language with the policy filled in`, async ({ page, request }) => {
    const report = await scan(request, customer.mobile);
    expect(report.queued + report.alreadySent + report.optedOut).toBeGreaterThan(0);
    const sms = await reminder(request, customer.mobile);
    expect(sms.language).toBe(lang);
    expect(sms.text).toContain(lang === 'ar' ? 'تنتهي وثيقة مركبتك' : 'your motor policy');
    // Each link ends its line: nothing runs on after it.
    for (const link of sms.links) expect(['', '\n']).toContain(sms.text.slice(sms.text.indexOf(link) + link.length).slice(0, 1));
    expect(sms.text).toContain(`${customer.plate[0]} ${customer.plate[1]}`);

    await page.goto(linkTo(sms, '/motor-insurance/renew-policy?'));
    await waitForStartup(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('#renew-lookup_plateNumber')).toHaveValue(customer.plate[0], { timeout: 20_000 });
    await expect(page.locator('#renew-lookup_plateCode')).toHaveValue(customer.plate[1]);
    await expect(page.locator('#renew-lookup_mobileNo')).toHaveValue(customer.mobile);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(lang === 'ar' ? /الهاتف/ : /Mobile/);
    // The token leaves the address bar once used.
    await expect(page).not.toHaveURL(/link=/);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await shoot(page, 'reminder-renew', lang);
    if (lang === 'ar') {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: test.info().outputPath('renew-from-reminder-ar-390.png'), fullPage: true });
    }
    // The filled form is the real thing: it finds the renewal.
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/, { timeout: 20_000 });
  });

  test(`${lang}: the opt-out link confirms the opt-out, and the next scan skips the policy`, async ({ page, request }) => {
    await scan(request, customer.mobile);
    const sms = await reminder(request, customer.mobile);
    await page.goto(linkTo(sms, '/motor-insurance/reminders/opt-out?'));
    await waitForStartup(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const done = page.locator('.reminder-opt-out__done');
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expect(done).toContainText(lang === 'ar' ? 'لن تصلك بعد الآن تذكيرات تجديد للوثيقة' : 'You will receive no more renewal reminders for policy');
    await expect(done).toContainText(/P\/10\/0502\/\d{4}\/9000\d{2}/);
    await expect(page.locator('h1')).toHaveText(lang === 'ar' ? 'تذكيرات التجديد' : 'Renewal reminders');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await shoot(page, 'reminder-opt-out', lang);
    if (lang === 'ar') {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: test.info().outputPath('opt-out-ar-390.png'), fullPage: true });
    }
    expect((await scan(request, customer.mobile)).optedOut).toBeGreaterThan(0);
  });
}

test('a forged or cut link shows a message and the empty form; a forged opt-out link says so', async ({ page }) => {
  await page.goto('/motor-insurance/renew-policy?lang=en&link=eyJqIjoicmVuZXctcG9saWN5In0.forged');
  await waitForStartup(page);
  await expect(page.getByRole('alert')).toHaveText('We could not read the link in your reminder. Please enter your details to find your policy.');
  await expect(page.locator('#renew-lookup_plateNumber')).toHaveValue('');
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  await page.goto('/motor-insurance/reminders/opt-out?lang=ar&link=abc.def');
  await waitForStartup(page);
  await expect(page.locator('.reminder-opt-out__problem')).toHaveText('رابط إلغاء الاشتراك هذا غير صالح. يرجى التأكد من فتح الرابط كاملًا من رسالتك.');
});
