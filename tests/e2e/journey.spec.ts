import { expect, test } from './fixtures.js';
import { waitForStartup, watchConsole } from './console.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { confirmCode, enterCode } from './one-time-code.js';

resetSandboxBeforeEach();

test('a lookup journey renders its tabs, clears fields on tab change and enables submit only when valid', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/motor-insurance/renew-policy');
  await waitForStartup(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Policy' })).toBeVisible();
  await expect(page.locator('ol.steps [aria-current="step"]')).toHaveCount(1);

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Plate & Civil Id', 'Plate & Mobile No', 'Quote No']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  const submit = page.getByRole('button', { name: 'GET QUOTE' });
  await expect(submit).toBeDisabled();
  const plate = page.getByLabel('Plate Number');
  await plate.focus();
  await plate.blur();
  await expect(page.getByText('Please enter your Plate Number')).toBeVisible();
  await plate.fill('1234');
  await page.getByLabel('Plate Code').selectOption('A');
  await page.getByLabel('Civil ID / License No').fill('12345678');
  await expect(submit).toBeEnabled();

  await page.getByRole('tab', { name: 'Plate & Mobile No' }).click();
  await expect(page.getByLabel('Plate Number')).toHaveValue('');
  await expect(submit).toBeDisabled();
  await page.getByRole('tab', { name: 'Plate & Civil Id' }).click();
  await expect(page.getByLabel('Plate Number')).toHaveValue('');
  console.expectClean();
});

test('the lookup page is translated in Arabic', async ({ page }) => {
  await page.goto('/motor-insurance/pay-premium');
  await waitForStartup(page);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab').first()).not.toHaveText('Plate & Civil Id');
});

// Seeded sandbox cases: docs/sandbox-insurer.md, "Test data".
async function lookUp(page: import('@playwright/test').Page, route: string, plate: string, code: string, civilId: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await waitForStartup(page);
  await page.getByLabel('Plate Number').fill(plate);
  await page.getByLabel('Plate Code').selectOption(code);
  await page.getByLabel('Civil ID / License No').fill(civilId);
}

test('a renewal found by plate and civil id moves on to the quote summary', async ({ page }) => {
  await lookUp(page, '/motor-insurance/renew-policy', '1001', 'A', '08123456');
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
});

test('an expired policy shows the spec message in the alert, and closing clears it', async ({ page }) => {
  await lookUp(page, '/motor-insurance/renew-policy', '1003', 'A', '12345003');
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  const alert = page.getByRole('dialog');
  await expect(alert.getByText('Your policy has expired. Please renew.')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/motor-insurance\/renew-policy$/);
});

test('a quote not in status Quote is refused with "Quote status not valid"', async ({ page }) => {
  await page.goto('/motor-insurance/renew-policy');
  await waitForStartup(page);
  await page.getByRole('tab', { name: 'Quote No' }).click();
  await page.getByRole('textbox', { name: 'Quote No' }).fill(`10/${new Date().getFullYear()}/0502/Q/900005`);
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  await expect(page.getByRole('dialog').getByText('Quote status not valid')).toBeVisible();
});

test('ROP resubmission shows the status message the insurer returned', async ({ page }) => {
  await lookUp(page, '/motor-insurance/rop-resubmission', '3002', 'R', '12345010');
  await page.getByRole('button', { name: 'ROP Resubmission' }).click();
  await enterCode(page);
  // The dialog's title names the status too (issue 12), so the insurer's text is the alert.
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(/under review/i);
});
