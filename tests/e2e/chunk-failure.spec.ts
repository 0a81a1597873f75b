import { expect, test } from './fixtures.js';

test('a chunk missing on the server shows "Loading chunk failed" with its kind and address', async ({ page }) => {
  await page.route(/\/assets\/components-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/components');
  await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
  await expect(page.getByText('Part of this page is missing on the server')).toBeVisible();
  await expect(page.locator('.notice__address code')).toContainText('/assets/components-page-');
  // The shell stays usable: the header and its language switch are still there.
  await expect(page.getByRole('button', { name: 'العربية' })).toBeVisible();
});

test('a chunk that fails for another reason is reported as an error', async ({ page }) => {
  await page.route(/\/assets\/components-page-[^/]+\.js$/, (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 200 }) : route.abort('connectionreset'),
  );
  await page.goto('/components');
  await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
  await expect(page.getByText('could not be loaded (error)')).toBeVisible();
});
