// Issue 12, what customers trip over: each item in English and Arabic (docs/staff-guide.md, "Digits and identifiers").
import { expect, test } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';
import { openBuyPolicy, typeLicence, typeMulkiya, getQuote } from './buy-policy-helpers.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { ARABIC_INDIC, go, LANGS, payAtCheckout, payButton, plateLookup, premiumSummary, renewalSummary, shoot, submit } from './trips-helpers.js';
import { confirmCode, enterCode } from './one-time-code.js';

resetSandboxBeforeEach();

const T = {
  en: { product: 'Comprehensive Insurance', usage: 'Private', premium: 'Premium payable', schedule: 'Policy Schedule', refused: 'Failed to process the payment request.' },
  ar: { product: 'التأمين الشامل', usage: 'خاص', premium: 'القسط المستحق', schedule: 'جدول الوثيقة', refused: 'تعذّرت معالجة طلب الدفع.' },
};

for (const lang of LANGS) {
  test(`${lang}: renewal summary isolates identifiers, names catalog labels, shows the premium, Latin digits`, async ({ page }) => {
    await renewalSummary(page, lang);
    const quoteNo = page.locator('[data-field="quoteNo"] dd bdi');
    await expect(quoteNo).toHaveAttribute('dir', 'ltr');
    await expect(quoteNo).toHaveText(/^10\/\d{4}\/0501\/Q\/\d{6}$/);
    await expect(page.locator('[data-field="plateNumber"] dd bdi')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('[data-field="product"] dd')).toHaveText(T[lang].product);
    await expect(page.locator('[data-field="usageType"] dd')).toHaveText(T[lang].usage);
    const premium = page.getByTestId('summary-premium');
    await expect(premium).toContainText(T[lang].premium);
    await expect(premium.locator('dd')).toHaveText(/\d+\.\d{3}/);
    expect(await page.locator('main').innerText()).not.toMatch(ARABIC_INDIC);
    await shoot(page, 'renewal-summary', lang);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });

  test(`${lang}: pay-premium summary shows the premium; preferences: e-mail alone pays, errors only once touched`, async ({ page }) => {
    await premiumSummary(page, lang);
    await expect(page.getByTestId('summary-premium').locator('dd')).toHaveText(/\d+\.\d{3}/);
    await expect(page.getByTestId('preference-required')).toHaveCount(0);
    const whatsapp = page.locator('#summary-preferences_whatsappNo');
    const email = page.locator('#summary-preferences_emailId');
    await whatsapp.fill('');
    await email.fill('customer@example.om');
    await page.locator('.terms input[type="checkbox"]').check();
    await expect(payButton(page)).toBeEnabled();
    await email.fill('');
    await email.blur();
    await expect(page.getByTestId('preference-required')).toBeVisible();
    await expect(payButton(page)).toBeDisabled();
    await shoot(page, 'premium-summary', lang);
  });

  test(`${lang}: a refused payment link says so and the summary stays usable`, async ({ page }) => {
    await page.route('**/api/v1/payments/start', (route) =>
      // What the payment start answers when the gateway link cannot be opened (spec section 8).
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'PAYMENT_VALIDATION_FAILED', message: 'link failed' } }) }),
    );
    await premiumSummary(page, lang);
    await page.locator('#summary-preferences_sameAsMobileNo').check();
    await page.locator('.terms input[type="checkbox"]').check();
    await payButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText(T[lang].refused);
    await dialog.locator('.modal__footer .button').click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
    await expect(payButton(page)).toBeEnabled();
  });

  test(`${lang}: the landing privacy box ticks with a real click right after leaving Name or Mobile empty`, async ({ page }) => {
    await go(page, '/motor-insurance', lang);
    const box = page.locator('.lead-form__consent input[type="checkbox"]').first();
    for (const field of ['name', 'mobileNo']) {
      await page.locator(`.lead-form input[name="${field}"]`).click();
      const at = await box.boundingBox();
      if (!at) throw new Error('no privacy box');
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await page.mouse.down();
      await page.mouse.up();
      await expect(page.locator('.lead-form__error')).not.toHaveCount(0);
      await expect(box).toBeChecked();
      await box.uncheck();
    }
    await shoot(page, 'landing', lang);
  });

  test(`${lang}: Request Policy Document is reachable from the lead form, the menu and the footer`, async ({ page }) => {
    await go(page, '/motor-insurance', lang);
    for (const place of ['.lead-form__more', '.site-menu__nav', '.landing-footer']) {
      await page.locator(`${place} a[href="/motor-insurance/request-policy-document"]`).click();
      await expect(page).toHaveURL(/\/motor-insurance\/request-policy-document$/);
      await expect(page.locator('#policy-document-lookup_plateNumber, form').first()).toBeVisible();
      await page.goBack();
    }
  });

  test(`${lang}: ROP accepted, pending and rejected each have their own status dialog`, async ({ page }) => {
    const cases = [
      { plate: '3001', civilId: '12345010', status: 'success', title: { en: 'ROP document accepted', ar: 'قبلت شرطة عُمان السلطانية المستند' } },
      { plate: '3002', civilId: '12345010', status: 'pending', title: { en: 'ROP document under review', ar: 'المستند قيد المراجعة لدى شرطة عُمان السلطانية' } },
      { plate: '3003', civilId: '12345011', status: 'error', title: { en: 'ROP document rejected', ar: 'رفضت شرطة عُمان السلطانية المستند' } },
    ] as const;
    await go(page, '/motor-insurance/rop-resubmission', lang);
    for (const c of cases) {
      await page.locator('#rop-lookup_plateNumber').fill(c.plate);
      await page.locator('#rop-lookup_plateCode').selectOption('R');
      await page.locator('#rop-lookup_civilId').fill(c.civilId);
      await submit(page);
      // Issue 24: the status is shown once the code sent to the holder's mobile is confirmed.
      await enterCode(page, lang);
      const dialog = page.getByRole('dialog', { name: c.title[lang] });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(`[data-status="${c.status}"] .alert-status__icon`)).toBeVisible();
      await expect(dialog.locator('.visually-hidden')).not.toBeEmpty();
      if (c.status === 'pending') {
        await shoot(page, 'rop-pending', lang);
        expect(describeViolations(await seriousViolations(page))).toEqual([]);
      }
      await dialog.locator('.modal__footer .button').click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test(`${lang}: an earlier active quote of the vehicle for another product is named on the summary`, async ({ page }) => {
    // Typed with the English labels, then (Arabic) the language switched before Get Quote.
    await openBuyPolicy(page);
    await typeMulkiya(page, '1007', 'D');
    await typeLicence(page, 'Test Customer', '12345007');
    await page.getByLabel('Select Product').selectOption({ label: 'Comprehensive Insurance' });
    await page.getByLabel('Vehicle Value (OMR)').fill('8000');
    if (lang === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    await (lang === 'ar' ? submit(page) : getQuote(page).click());
    await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
    await confirmCode(page);
    const notice = page.getByTestId('notice-activeQuoteContinued');
    await expect(notice).toContainText(lang === 'ar' ? 'التأمين ضد الغير' : 'Third Party Insurance');
    await expect(notice.locator('bdi[dir="ltr"]')).toHaveText(/^10\/\d{4}\/0502\/Q\/900007$/);
    await shoot(page, 'active-quote', lang);
  });

  test(`${lang}: an expired licence is a sentence`, async ({ page }) => {
    await openBuyPolicy(page);
    await typeMulkiya(page, '2001', 'H');
    await typeLicence(page, 'Test Customer', '55000009');
    await page.getByLabel('Select Product').selectOption({ label: 'Third Party Insurance' });
    if (lang === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    await submit(page);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      lang === 'ar' ? 'انتهت صلاحية رخصة القيادة. يرجى تجديدها والمحاولة مرة أخرى.' : 'Your driving licence has expired. Please renew it and try again.',
    );
  });

  if (lang === 'ar') {
    test('ar: an answer that comes before the Arabic texts turns Arabic with the page', async ({ page }) => {
      await openBuyPolicy(page);
      await typeMulkiya(page, '2001', 'H');
      await typeLicence(page, 'Test Customer', '55000009');
      await page.getByLabel('Select Product').selectOption({ label: 'Third Party Insurance' });
      // The Arabic texts are held back until the insurer's refusal is on screen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route('**/api/v1/config/locales/ar*', async (route) => { await held; await route.continue(); });
      await page.getByRole('button', { name: 'العربية' }).click();
      await getQuote(page).click();
      const alert = page.getByRole('dialog').getByRole('alert');
      await expect(alert).toHaveText('Your driving licence has expired. Please renew it and try again.');
      release();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(alert).toHaveText('انتهت صلاحية رخصة القيادة. يرجى تجديدها والمحاولة مرة أخرى.');
      await expect(page.getByRole('dialog').getByRole('button', { name: 'حسنًا' })).toBeVisible();
    });
  }

  test(`${lang}: the success page lists its documents by the document screen rules and links to Request Policy Document`, async ({ page }) => {
    await renewalSummary(page, lang);
    await payAtCheckout(page, lang);
    const labels = page.locator('.result-documents .document-list__label');
    await expect(labels.first()).toHaveText(T[lang].schedule);
    expect((await labels.allTextContents()).join('|')).not.toMatch(/ - \d+/);
    await expect(page.locator('[data-field="product"] dd')).toHaveText(T[lang].product);
    await expect(page.locator('[data-field="policyNo"] dd bdi')).toHaveAttribute('dir', 'ltr');
    expect(await page.locator('main').innerText()).not.toMatch(ARABIC_INDIC);
    await expect(page.locator('.payment-result a[href="/motor-insurance/request-policy-document"]')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.locator('.result-documents .document-list__item').first().locator('.button').last().click();
    expect((await download).suggestedFilename()).toBe(`${T[lang].schedule}.pdf`);
    await shoot(page, 'success', lang);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });

  test(`${lang}: the document screen lists the documents in the customer's language`, async ({ page }) => {
    await plateLookup(page, lang, '/motor-insurance/request-policy-document', 'policy-document-lookup', ['1006', 'B', '12345006'], /\/motor-insurance\/policy-document$/);
    await expect(page.locator('.document-list__label').first()).toHaveText(T[lang].schedule);
    await shoot(page, 'documents', lang);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });
}
