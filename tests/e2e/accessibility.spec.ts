import { expect, test } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';
import { waitForStartup } from './console.js';

// The portal's CSP rightly refuses injected inline scripts; only this audit's own axe may bypass it.

for (const path of ['/', '/components', '/motor-insurance/renew-policy']) {
  for (const language of ['English', 'العربية']) {
    test(`${path} in ${language} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await waitForStartup(page);
      if (language !== 'English') await page.getByRole('button', { name: language }).click();
      await expect(page.locator('main h1').first()).toBeVisible();
      const violations = await seriousViolations(page);
      expect(describeViolations(violations)).toEqual([]);
    });
  }
}
