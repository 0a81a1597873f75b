import { expect, test } from '@playwright/test';
import { waitForStartup, watchConsole } from './console.js';

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
