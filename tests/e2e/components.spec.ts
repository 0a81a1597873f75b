import { expect, test } from './fixtures.js';
import { waitForStartup, watchConsole } from './console.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/components');
  await waitForStartup(page);
});

test('step indicators show normal, last and failed states', async ({ page }) => {
  const indicators = page.locator('ol.steps');
  await expect(indicators).toHaveCount(3);
  await expect(indicators.nth(0).locator('.steps__item--completed')).toHaveCount(1);
  await expect(indicators.nth(0).locator('[aria-current="step"]')).toHaveCount(1);
  await expect(indicators.nth(1).locator('.steps__item--completed')).toHaveCount(3);
  await expect(indicators.nth(2).locator('.steps__item--failed')).toHaveCount(1);
});

test('tabs start at the first tab, switch with click and arrows, and say when there are none', async ({ page }) => {
  const first = page.getByRole('tab', { name: 'First tab' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Second tab' }).click();
  await expect(page.getByText('Content of the Second tab.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Third tab' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No tabs available')).toBeVisible();
});

test('text inputs: untouched shows nothing, touched and empty shows required, valid shows nothing', async ({ page }) => {
  const untouched = page.locator('#demo-untouched');
  await expect(page.locator('#demo-untouched__error')).toHaveCount(0);
  await expect(page.locator('#demo-touched__error')).toHaveText('This field is required');
  await expect(page.locator('#demo-valid__error')).toHaveCount(0);
  await untouched.focus();
  await untouched.blur();
  await expect(page.locator('#demo-untouched__error')).toHaveText('This field is required');
  await expect(untouched).toHaveAttribute('aria-invalid', 'true');
});

test('select shows required once touched and empty', async ({ page }) => {
  await expect(page.locator('#demo-select__error')).toHaveCount(0);
  await expect(page.locator('#demo-select-touched__error')).toHaveText('This field is required');
  await page.locator('#demo-select-touched').selectOption('B');
  await expect(page.locator('#demo-select-touched__error')).toHaveCount(0);
});

test('checkbox ticks and the optional input is enabled only while ticked', async ({ page }) => {
  await page.getByLabel('I accept the privacy policy').check();
  await expect(page.getByLabel('I accept the privacy policy')).toBeChecked();
  const input = page.locator('#demo-optional');
  await expect(input).toBeDisabled();
  await page.getByLabel('Add a vehicle value').check();
  await expect(input).toBeEnabled();
  await input.fill('5000');
  await page.getByLabel('Add a vehicle value').uncheck();
  await expect(input).toBeDisabled();
  await expect(input).toHaveValue('');
});

test('e-mail and telephone rules', async ({ page }) => {
  await expect(page.locator('#demo-email__error')).toHaveText('Please enter a valid e-mail address');
  await expect(page.locator('#demo-mobile__error')).toHaveText('Please enter a 10-digit mobile number');
  await page.locator('#demo-email').fill('salim@mail.om');
  await page.locator('#demo-mobile').fill('9123456789');
  await expect(page.locator('#demo-email__error')).toHaveCount(0);
  await expect(page.locator('#demo-mobile__error')).toHaveCount(0);
});

test('file upload lists sizes in KB and offers Upload only with exactly two files', async ({ page }) => {
  const one = page.locator('.file-upload').nth(0);
  const two = page.locator('.file-upload').nth(1);
  await expect(one.getByText('(200.00 KB)')).toBeVisible();
  await expect(one.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(two.getByText('(150.00 KB)')).toBeVisible();
  await two.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 files handed over for upload.')).toBeVisible();
});

test('scan control takes two captures from the camera, closes it and offers Upload', async ({ page }) => {
  const scan = page.locator('#demo-scan');
  await scan.getByRole('button', { name: 'Open camera' }).click();
  await expect(scan.locator('video')).toBeVisible();
  await scan.getByRole('button', { name: 'Capture image 1 of 2' }).click();
  await scan.getByRole('button', { name: 'Capture image 2 of 2' }).click();
  await expect(scan.locator('video')).toHaveCount(0);
  await expect(scan.getByText('Image 2')).toBeVisible();
  await scan.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 files handed over for upload.')).toBeVisible();
});

test('toasts appear top centre, can be dismissed and expire', async ({ page }) => {
  await page.getByRole('button', { name: 'Success toast' }).click();
  await page.getByRole('button', { name: 'Error toast' }).click();
  const success = page.locator('.toast--success');
  const error = page.locator('.toast--error');
  await expect(success).toBeVisible();
  await expect(error).toHaveAttribute('role', 'alert');
  const box = await error.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
  expect(box && box.width).toBeLessThanOrEqual(350);
  await error.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(error).toHaveCount(0);
  await expect(success).toHaveCount(0, { timeout: 3000 });
});

test('the loading mask blocks the screen while busy', async ({ page }) => {
  // The mask shows for 1.5 s: watched for in the page from before the click, since an expect's
  // polls, on a machine busy with other tests, once all fell outside that window.
  const shown = page.waitForSelector('.loading-mask[aria-busy="true"][role="status"]', { state: 'attached' });
  await page.getByRole('button', { name: 'Loading mask' }).click();
  await shown;
  await expect(page.locator('.loading-mask')).toHaveCount(0, { timeout: 5000 });
});

test('the modal traps focus, closes on Escape and the alert clears on close', async ({ page }) => {
  const watcher = watchConsole(page);
  await page.getByRole('button', { name: 'Preview modal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview Document' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.width).toBeLessThanOrEqual(900);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Error alert' }).click();
  const alert = page.getByRole('dialog', { name: 'Message' });
  await expect(alert.getByText('Quote status not valid')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  watcher.expectClean();
});
