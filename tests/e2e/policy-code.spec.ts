// Issue 24 in the browser, for a policy: Request Policy Document asks for a code sent to the
// holder's mobile on the insurer's record (read from the sandbox outbox), in English and Arabic;
// a wrong code shows its error and the customer tries again; an expired code (ended at once by the
// sandbox-only control POST /sandbox/one-time-codes/expire) shows its message and "Send a new
// code" works. axe on the code screen in both languages; screenshots at 390 px when SHOTS is set.
import { expect, test, type Page } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';
import { codeFromOutbox } from './one-time-code.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { go, LANGS, submit, type Lang } from './trips-helpers.js';

resetSandboxBeforeEach();

const T = {
  en: {
    title: 'Confirm it is you to see your documents',
    sent: 'If the details you typed match a policy, we sent a 6-digit code to the mobile on record for it, \u2066•••• 0006\u2069.',
    wrong: 'This code is not right. Tries left: 4.',
    expired: 'This code has expired or was already used. Please ask for a new code.',
    resend: 'Send a new code',
    resent: 'A new code is on its way.',
  },
  ar: {
    title: 'أكّد هويتك لعرض مستندات وثيقتك',
    sent: 'إذا طابقت البيانات التي أدخلتها وثيقة تأمين، فقد أرسلنا رمزًا من 6 أرقام إلى رقم الهاتف النقال المسجل لها \u2066•••• 0006\u2069.',
    wrong: 'هذا الرمز غير صحيح. المحاولات المتبقية: 4.',
    expired: 'انتهت صلاحية هذا الرمز أو تم استخدامه. يرجى طلب رمز جديد.',
    resend: 'إرسال رمز جديد',
    resent: 'رمز جديد في الطريق إليك.',
  },
} as const;

const input = (page: Page) => page.locator('input[autocomplete="one-time-code"]');
const confirmButton = (page: Page) => page.locator('.one-time-code button[type="submit"]');

/** Plate 1006 B and its holder's civil ID on the lookup form, then the code screen; the code from the outbox. */
async function toCodeScreen(page: Page, lang: Lang): Promise<string> {
  await go(page, '/motor-insurance/request-policy-document', lang);
  await page.locator('#policy-document-lookup_plateNumber').fill('1006');
  await page.locator('#policy-document-lookup_plateCode').selectOption('B');
  await page.locator('#policy-document-lookup_civilId').fill('12345006');
  const since = Date.now() - 500;
  await submit(page);
  await expect(page.locator('.one-time-code__sent')).toHaveText(T[lang].sent, { timeout: 20_000 });
  const { code, language } = await codeFromOutbox(page, '0006', since);
  expect(language).toBe(lang);
  return code;
}

async function shoot390(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${process.env.SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const lang of LANGS) {
  test(`${lang}: the documents come after a code sent to the holder's mobile on record; the code screen passes axe`, async ({ page }) => {
    const code = await toCodeScreen(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T[lang].title);
    await expect(input(page)).toHaveAttribute('inputmode', 'numeric');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await shoot390(page, `policy-code-${lang}`);
    await input(page).fill(code);
    await confirmButton(page).click();
    await expect(page).toHaveURL(/\/motor-insurance\/policy-document$/, { timeout: 20_000 });
    await expect(page.locator('.document-list__label').first()).toBeVisible();
  });
}

test('ar: a wrong code shows its error, and the right one then opens the documents', async ({ page }) => {
  const code = await toCodeScreen(page, 'ar');
  await input(page).fill(code === '000000' ? '000001' : '000000');
  await confirmButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(T.ar.wrong);
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  await shoot390(page, 'policy-code-wrong-ar');
  await input(page).fill(code);
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/motor-insurance\/policy-document$/, { timeout: 20_000 });
});

test('en: an expired code shows its message; "Send a new code" sends one that works', async ({ page }) => {
  const code = await toCodeScreen(page, 'en');
  // The sandbox's control ends this browser's open codes now, as five minutes would.
  const ended = await page.evaluate(async () => {
    const res = await fetch('/sandbox/one-time-codes/expire', { method: 'POST', headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` } });
    return res.json();
  });
  expect(ended).toEqual({ expired: 1 });
  await input(page).fill(code);
  await confirmButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(T.en.expired);
  await shoot390(page, 'policy-code-expired-en');

  // An expired code no longer holds the 30 s spacing: a new one may be asked for at once.
  const resend = page.getByRole('button', { name: T.en.resend });
  await expect(resend).toBeEnabled();
  // The expired code's SMS came before this instant: only the new one counts.
  const since = Date.now();
  await resend.click();
  await expect(page.getByRole('status')).toHaveText(T.en.resent);
  const fresh = await codeFromOutbox(page, '0006', since);
  await input(page).fill(fresh.code);
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/motor-insurance\/policy-document$/, { timeout: 20_000 });
});
