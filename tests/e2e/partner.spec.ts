import { expect, test } from './fixtures.js';
import { waitForStartup } from './console.js';
import { getQuote, openBuyPolicy, typeLicence, typeMulkiya } from './buy-policy-helpers.js';
import { confirmCode } from './one-time-code.js';
import { PARTNER_PORT } from './portal-server.js';
import { resetSandboxBeforeEach } from './sandbox.js';

// *.localhost resolves to 127.0.0.1 in Chromium: partner.localhost on the port the demo partner's
// origin names (playwright.config.ts gives this project's server that port) is that partner.
const PARTNER = `http://partner.localhost:${PARTNER_PORT}`;

resetSandboxBeforeEach();

test('a partner origin gets its logo, colours and texts', async ({ page }) => {
  await page.goto(`${PARTNER}/motor-insurance/renew-policy`);
  await waitForStartup(page);
  await expect(page.getByTestId('logo-bar').locator('img')).toHaveAttribute('src', '/partners/demo-partner.svg');
  const logo = await page.getByTestId('logo-bar').locator('img').boundingBox();
  expect(logo?.height).toBe(65);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your Demo Motors policy' })).toBeVisible();
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(primary).toBe('#0b6e4f');
  expect(await page.evaluate(() => sessionStorage.getItem('PARTNER_ID'))).toBe('demo-partner');
});

test('the insurer’s own site keeps its default texts', async ({ page }) => {
  await page.goto('/motor-insurance/renew-policy');
  await waitForStartup(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Policy' })).toBeVisible();
  await expect(page.getByTestId('logo-bar').locator('img')).toHaveCount(0);
});

test('with multiple plans off (partner) the plan list of the chosen product is shown and required', async ({ page }) => {
  await openBuyPolicy(page, { mobileNumber: '98000008', transId: 'e2e-partner' }, PARTNER);
  await typeMulkiya(page, '2002', 'H');
  await typeLicence(page, 'Said Al Maskari', '12345008');
  await page.getByLabel('Select Product').selectOption({ label: 'Third Party Insurance' });
  const plan = page.getByLabel('Select Plan');
  await expect(plan.locator('option:not([value=""])')).toHaveText([
    'Basic + Driver + Family (PAB) + RSA', 'Basic + Driver + Family (PAB) + UAE + RSA', 'Basic + Driver + Family (PAB)', 'Basic + Driver + Family (PAB) + UAE',
  ]);
  await expect(getQuote(page)).toBeDisabled();
  await plan.selectOption('050008');
  await expect(getQuote(page)).toBeEnabled();
  await getQuote(page).click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
});
