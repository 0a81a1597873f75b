// Renewal to summary to the sandbox checkout and back, in English and Arabic (docs/sandbox-payments.md).
import { expect, test, type Page } from './fixtures.js';
import { waitForStartup } from './console.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { confirmCode } from './one-time-code.js';

resetSandboxBeforeEach();

async function renewalSummary(page: Page) {
  await page.goto('/motor-insurance/renew-policy', { waitUntil: 'networkidle' });
  await waitForStartup(page);
  await page.locator('#renew-lookup_plateNumber').fill('1001');
  await page.locator('#renew-lookup_plateCode').selectOption('A');
  await page.locator('#renew-lookup_civilId').fill('08123456');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
}

async function payableSummary(page: Page, arabic = false) {
  await page.goto('/motor-insurance/pay-premium', { waitUntil: 'networkidle' });
  await waitForStartup(page);
  if (arabic) await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('tab').last().click();
  await page.locator('#pay-premium-lookup_quoteNo').fill(`10/${new Date().getFullYear()}/0501/Q/900004`);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
}

async function acceptAndPay(page: Page, payLabel: string) {
  await page.locator('#summary-preferences_sameAsMobileNo').check();
  await page.locator('.terms input[type="checkbox"]').check();
  await page.getByRole('button', { name: payLabel }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/transaction/);
}

test('renewal, summary, checkout Pay: the success page shows the new policy and a document previews', async ({ page }) => {
  await renewalSummary(page);
  await expect(page.getByRole('heading', { name: 'Vehicle Details' })).toBeVisible();
  await expect(page.locator('[data-field="vehicleValue"]')).toBeVisible();
  await expect(page.locator('[data-field="coverFromDate"] dd')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  const pay = page.getByRole('button', { name: 'PAY PREMIUM' });
  await expect(pay).toBeDisabled();
  await page.locator('.terms input[type="checkbox"]').check();
  // WhatsApp or e-mail (spec section 5): the quote's e-mail alone already lets the customer pay.
  await expect(pay).toBeEnabled();
  await page.getByLabel('Same as Mobile No').check();
  await expect(page.locator('#summary-preferences_whatsappNo')).toHaveValue('+96891000001');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/transaction/);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/motor-insurance\/payment-result\?br=/);
  await expect(page.getByText('Your premium payment is successful.')).toBeVisible({ timeout: 20_000 });
  const policyNo = page.locator('[data-field="policyNo"] dd');
  await expect(policyNo).toHaveText(/^P\/10\/0501\/\d{4}\/\d{6}$/);
  await expect(page.locator('[data-field="amount"] dd')).toHaveText(/OMR\s?\d+\.\d{3}/);
  const first = await policyNo.textContent();

  await page.getByRole('button', { name: 'Preview' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Preview Document' });
  await expect(dialog.locator('iframe')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Reloading the result converts nothing again: the same policy.
  await page.reload();
  await expect(policyNo).toHaveText(first ?? '');
});

for (const action of ['Decline', 'Cancel'] as const) {
  test(`${action} at the checkout lands on the failure page`, async ({ page }) => {
    await payableSummary(page);
    await acceptAndPay(page, 'PAY PREMIUM');
    await page.getByRole('button', { name: action }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/motor-insurance\/payment-error\?br=/);
    await expect(page.getByText('Sorry. Payment transaction failed!')).toBeVisible();
    await expect(page.locator('[data-field="mer_param_2"] dd')).toHaveText(/\/Q\/900004$/);
    await expect(page.locator('ol.steps .steps__item--failed')).toHaveCount(1);
  });
}

test('both spellings of the result routes', async ({ page }) => {
  await page.goto('/motor-insurance/payment-unsuccessful');
  await waitForStartup(page);
  await expect(page.getByText('Sorry. Payment transaction failed!')).toBeVisible();
  await page.goto('/motor-insurance/payment-successful?br=unknown-reference');
  await expect(page).toHaveURL(/\/motor-insurance\/payment-error\?br=unknown-reference/);
});

test('communication preference messages, and a valid and an invalid promo code', async ({ page }) => {
  await payableSummary(page);
  const mobile = page.locator('#summary-preferences_mobileNo');
  await mobile.fill('12');
  await mobile.blur();
  await expect(page.getByText('Please enter a valid Mobile number')).toBeVisible();
  await mobile.fill('94000004');
  const whatsapp = page.locator('#summary-preferences_whatsappNo');
  await whatsapp.fill('5');
  await whatsapp.blur();
  await expect(page.getByText('Please enter a valid Whatsapp number')).toBeVisible();
  await whatsapp.fill('');
  const email = page.locator('#summary-preferences_emailId');
  await email.fill('');
  await expect(page.getByTestId('preference-required')).toHaveText(
    'Please provide your communication preference. To receive policy document and related communication, please provide WhatsApp number or Email.',
  );
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Please enter a valid Email')).toBeVisible();
  await email.fill('customer@example.om');
  await expect(page.getByTestId('preference-required')).toHaveCount(0);

  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByPlaceholder('Enter promo code').fill('NOPE');
  await apply.click();
  await expect(page.getByRole('dialog')).toContainText('The promo code is not valid.');
  await page.getByRole('dialog').getByRole('button').last().click();
  await page.getByPlaceholder('Enter promo code').fill('WELCOME10');
  await apply.click();
  await expect(page.getByTestId('promo-result')).toContainText('Net Payable Premium');
  const net = (await page.getByTestId('promo-result').locator('dd').last().textContent()) ?? '';
  await page.locator('#summary-preferences_sameAsMobileNo').check();
  await page.locator('.terms input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'PAY PREMIUM' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/transaction/);
  await expect(page.locator('.pay-amount')).toContainText(net.replace(/[^0-9.]/g, ''));
});

test('plan choice on a new-business quote: confirmPackage, then the chosen plan is paid', async ({ page }) => {
  await page.goto('/motor-insurance/pay-premium', { waitUntil: 'networkidle' });
  await waitForStartup(page);
  // A new-business quote whose plan is still open, as the buy journey leaves it (docs/sandbox-insurer.md: 2001 H).
  const quoteNo = await page.evaluate(async () => {
    const response = await fetch('/api/v1/motor/quotes/new', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
      body: JSON.stringify({ mobileNo: '98000008', firstName: 'Plan Tester', plateNo: '2001', plateCode: 'H', civilId: '55000008', product: '0502' }),
    });
    const body = (await response.json()) as { quote?: { quoteNo: string }; quoteNo?: string };
    return JSON.stringify(body.quote?.quoteNo ?? body.quoteNo ?? body);
  });
  await page.getByRole('tab').last().click();
  expect(quoteNo).toMatch(/\/Q\/\d{6}"$/);
  await page.locator('#pay-premium-lookup_quoteNo').fill(JSON.parse(quoteNo) as string);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);

  const plans = page.getByRole('radio');
  await expect(plans).toHaveCount(4);
  await page.locator('#summary-preferences_sameAsMobileNo').check();
  await page.locator('.terms input[type="checkbox"]').check();
  const pay = page.getByRole('button', { name: 'PAY PREMIUM' });
  await expect(pay).toBeDisabled();
  // The choice holds only once the insurer confirmed the package.
  await page.getByRole('radio', { name: /UAE \+ RSA/ }).click();
  await expect(page.getByRole('radio', { name: /UAE \+ RSA/ })).toBeChecked();
  await expect(page.locator('[data-field="plan"] dd')).toHaveText('Basic + Driver + Family (PAB) + UAE + RSA');
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/transaction/);
});

// Last: it converts the payable quote that the tests above still need unpaid.
test('in Arabic: the summary, the checkout and the success page', async ({ page }) => {
  await payableSummary(page, true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تفاصيل المركبة' })).toBeVisible();
  await acceptAndPay(page, 'ادفع القسط');
  await page.locator('#card_number').fill('4111111111111111');
  await page.locator('button[value="pay"]').click();
  await page.locator('form.pay-form button').click();
  await expect(page.getByText('تم دفع القسط بنجاح.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-field="policyNo"] dd')).toHaveText(/^P\/10\/0501\//);
});
