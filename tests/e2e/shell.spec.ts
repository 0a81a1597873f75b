import { expect, test } from './fixtures.js';
import { waitForStartup, watchConsole } from './console.js';

const ROUTES = [
  '/motor-insurance',
  '/components',
  '/motor-insurance/buy-policy',
  '/motor-insurance/renew-policy',
  '/motor-insurance/pay-premium',
  '/motor-insurance/get-quote',
  '/motor-insurance/policy-document',
  '/motor-insurance/payment-result',
  '/motor-insurance/payment-successful',
  '/motor-insurance/payment-error',
  '/motor-insurance/payment-unsuccessful',
  '/motor-insurance/request-policy-document',
  '/motor-insurance/rop-resubmission',
];

for (const route of ROUTES) {
  test(`${route} renders without console errors`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(route);
    await waitForStartup(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    console.expectClean();
  });
}

test('/ redirects to the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/motor-insurance$/);
});

test('an unknown path shows a translated not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/motor-insurance$/);
});

test('the logo bar is hidden on the landing page in every spelling and shown elsewhere', async ({ page }) => {
  for (const path of ['/motor-insurance', '/motor-insurance/', '/Motor-Insurance']) {
    await page.goto(path);
    await waitForStartup(page);
    await expect(page.getByTestId('logo-bar')).toHaveCount(0);
  }
  for (const path of ['/components', '/motor-insurance/renew-policy', '/motor-insurance/payment-successful']) {
    await page.goto(path);
    await expect(page.getByTestId('logo-bar')).toBeVisible();
  }
});

test('switching to Arabic flips the page right-to-left, translates it and survives a reload', async ({ page }) => {
  await page.goto('/components');
  await waitForStartup(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المكوّنات' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المكوّنات' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
});

test('the landing page does not download rjsf or ajv', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/motor-insurance');
  await waitForStartup(page);
  expect(scripts.some((url) => /form-stack|form-step/.test(url)), scripts.join('\n')).toBe(false);
});
