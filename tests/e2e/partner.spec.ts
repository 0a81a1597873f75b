import { expect, test } from '@playwright/test';
import { waitForStartup } from './console.js';

// *.localhost resolves to 127.0.0.1 in Chromium: partner.localhost on the portal's port (E2E_PORT, 4173 by default) is the demo partner's origin.
const PARTNER = `http://partner.localhost:${process.env.E2E_PORT ?? 4173}`;

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
