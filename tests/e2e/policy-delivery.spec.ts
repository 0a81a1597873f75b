// The policy delivered (issue 24, item 3) as a customer gets it: renew with the code read from
// the sandbox outbox, pay at the sandbox checkout, then find the WhatsApp and e-mail messages in
// the outbox, in the customer's language, and open their document links in the browser. Staff
// then find the policy's deliveries in the studio, in both languages, axe clean, at 390 px.
import { expect, test, type Page } from './fixtures.js';
import { waitForStartup } from './console.js';
import { confirmCode, enterCode } from './one-time-code.js';
import { resetSandbox } from './sandbox.js';
import { EDITOR, expectAxeClean, expectFits, signInByForm } from './studio-helpers.js';

test.describe.configure({ mode: 'serial' });

interface Outboxed { channel: string; to: string; language: string; subject?: string; text: string; links: string[]; sentAt: string }

const WORDS = {
  en: { pay: 'PAY PREMIUM', card: 'Card number', payButton: 'Pay', continue: 'Continue', success: 'Your premium payment is successful.', preview: 'Preview', sameAsMobile: 'Same as Mobile No' },
  ar: { pay: 'ادفع القسط', card: 'رقم البطاقة', payButton: 'ادفع', continue: 'متابعة', success: 'تم دفع القسط بنجاح.', preview: 'معاينة', sameAsMobile: 'نفس رقم الهاتف النقال' },
} as const;
/** The spec's sentence (locales payment.success.sent): true here, WhatsApp and e-mail were chosen. */
const SENT = {
  en: 'Your policy has been sent to you by WhatsApp and e-mail according to your communication preferences. You will also receive an SMS with a link to download it.',
  ar: 'أُرسلت إليك وثيقة التأمين عبر واتساب والبريد الإلكتروني وفق تفضيلات التواصل الخاصة بك، وستصلك أيضًا رسالة نصية برابط لتنزيلها.',
};

const issued: Record<string, string> = {};

async function outboxFor(page: Page, to: string, policyNo: string, since: number, channels: string[]): Promise<Outboxed[]> {
  let found: Outboxed[] = [];
  await expect.poll(async () => {
    const all = (await (await page.request.get(`/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Outboxed[];
    found = all.filter((m) => m.text.includes(policyNo) && Date.parse(m.sentAt) >= since && channels.includes(m.channel));
    return new Set(found.map((m) => m.channel)).size;
  }, { timeout: 30_000 }).toBe(channels.length);
  return found;
}

for (const lang of ['en', 'ar'] as const) {
  test(`renewed and paid in ${lang}: the documents arrive by WhatsApp and e-mail in ${lang}, and their links open them`, async ({ page }) => {
    test.setTimeout(150_000);
    const words = WORDS[lang];
    await resetSandbox(page.request);
    const since = Date.now() - 1000;
    await page.goto('/motor-insurance/renew-policy', { waitUntil: 'networkidle' });
    await waitForStartup(page);
    if (lang === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    await page.locator('#renew-lookup_plateNumber').fill('1001');
    await page.locator('#renew-lookup_plateCode').selectOption('A');
    await page.locator('#renew-lookup_civilId').fill('08123456');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
    await confirmCode(page, lang);

    await page.getByLabel(words.sameAsMobile).check();
    const mobile = (await page.locator('#summary-preferences_mobileNo').inputValue()).replace(/\D/g, '').slice(-8);
    const email = await page.locator('#summary-preferences_emailId').inputValue();
    expect(email).toMatch(/@/);
    await page.locator('.terms input[type="checkbox"]').check();
    await page.getByRole('button', { name: words.pay }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/transaction/);
    await page.getByLabel(words.card).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: words.payButton, exact: true }).click();
    await page.getByRole('button', { name: words.continue }).click();
    await expect(page.getByText(words.success)).toBeVisible({ timeout: 20_000 });
    const policyNo = (await page.locator('[data-field="policyNo"] dd').textContent())!.trim();
    expect(policyNo).toMatch(/^P\//);
    issued[lang] = policyNo;
    // The page says what was sent: WhatsApp and e-mail were chosen, and the SMS link goes too.
    await expect(page.getByText(SENT[lang])).toBeVisible();

    const [whatsapp] = await outboxFor(page, mobile, policyNo, since, ['whatsapp']);
    const [mail] = await outboxFor(page, email, policyNo, since, ['email']);
    const [sms] = await outboxFor(page, mobile, policyNo, since, ['sms']);
    for (const message of [whatsapp!, mail!, sms!]) {
      expect(message.language).toBe(lang);
      expect(message.links.some((l) => l.includes('/motor-insurance/my-documents?d='))).toBe(true);
    }
    if (lang === 'ar') expect(mail!.text).toMatch(/[\u0600-\u06FF]/);

    for (const message of [whatsapp!, mail!]) {
      const link = message.links.find((l) => l.includes('/motor-insurance/my-documents?d='))!;
      // A new browser context: the customer opens the link on their phone, with nothing typed.
      const phone = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await phone.newPage();
      await tab.goto(link);
      await expect(tab.locator('.document-list__policy')).toContainText(policyNo, { timeout: 20_000 });
      // In the message's language.
      await expect(tab.locator('html')).toHaveAttribute('lang', lang);
      await expect(tab.locator('.document-list__item').first()).toBeVisible();
      await tab.getByRole('button', { name: words.preview }).first().click();
      await expect(tab.getByRole('dialog').locator('iframe')).toBeVisible();
      await phone.close();
    }
  });
}

test('send again: the documents page, reached by the policy number and its code, sends them again to the contacts chosen', async ({ page }) => {
  test.setTimeout(120_000);
  // The last one issued: each renewal test re-seeds the sandbox insurer first, which takes the earlier test's policy away.
  const policyNo = (issued.ar ?? issued.en)!;
  await page.goto('/motor-insurance/request-policy-document', { waitUntil: 'networkidle' });
  await waitForStartup(page);
  await page.getByRole('tab', { name: 'Policy No' }).click();
  await page.locator('#policy-document-lookup_policyNo').fill(policyNo);
  await page.locator('form button[type="submit"]').click();
  await enterCode(page, 'en');
  await expect(page).toHaveURL(/\/motor-insurance\/policy-document$/, { timeout: 20_000 });
  const since = Date.now() - 500;
  await page.getByRole('button', { name: 'Send my documents again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your documents are on their way again by' })).toContainText('WhatsApp, e-mail, SMS');
  const sms = await outboxFor(page, (await smsTo(page, policyNo)), policyNo, since, ['sms']);
  expect(sms[0]!.links.some((l) => l.includes('/motor-insurance/my-documents?d='))).toBe(true);
  await expectAxeClean(page);
});

/** The mobile the policy's first SMS went to (its contacts on record). */
async function smsTo(page: Page, policyNo: string): Promise<string> {
  const all = (await (await page.request.get('/sandbox/outbox.json')).json()) as Outboxed[];
  return all.find((m) => m.channel === 'sms' && m.text.includes(policyNo))!.to;
}

test('a link that was tampered with opens nothing', async ({ page }) => {
  await page.goto('/motor-insurance/my-documents?d=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('This link has expired or is not valid.');
  await expect(page.locator('.document-list__item')).toHaveCount(0);
});

test('staff find the policy\'s deliveries in the studio: statuses, masked recipients; axe clean in both languages; at 390 px', async ({ page }) => {
  const policyNo = issued['en'] ?? issued['ar'];
  expect(policyNo).toBeTruthy();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByForm(page, EDITOR, '/studio/deliveries');
  await expect(page.getByRole('heading', { name: 'Policy deliveries' })).toBeVisible();
  await page.getByLabel('Policy number').fill(policyNo!);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const cards = page.locator('.studio-review__list > li');
  await expect(cards).toHaveCount(3);
  for (const channel of ['WhatsApp', 'E-mail', 'SMS']) await expect(cards.filter({ hasText: channel })).toHaveCount(1);
  await expect(cards.locator('.studio-badge--sent')).toHaveCount(3);
  // Recipients masked: the mobile's last four digits, the e-mail's first letter and domain.
  await expect(cards.filter({ hasText: 'SMS' })).toContainText('••••');
  await expect(cards.filter({ hasText: 'E-mail' })).toContainText('•••@');
  await expectAxeClean(page);
  await expectFits(page);
  await page.screenshot({ path: 'test-results/policy-deliveries-en-390.png', fullPage: true });
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'تسليم الوثائق' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cards.locator('.studio-badge--sent').first()).toHaveText('أُرسلت');
  await expectAxeClean(page);
  await expectFits(page);
  await page.screenshot({ path: 'test-results/policy-deliveries-ar-390.png', fullPage: true });
});
