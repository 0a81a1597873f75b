import { expect, test, type Page } from './fixtures.js';
import { injectAxe, settleAnimations } from './axe.js';
import { fillLookup, open } from './lookup-helpers.js';
import { enterCode } from './one-time-code.js';

// axe-core on the landing page, the four lookup pages and the document list with its preview
// dialog, in English and Arabic: no violation of any impact, under the portal's real CSP.

async function violations(page: Page): Promise<string[]> {
  // Contrast is measured on the settled page (a dialog after its fade-in), never mid-animation.
  await settleAnimations(page);
  await injectAxe(page);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    // The PDF viewer's frame belongs to the browser, not to us.
    return (await axe.run({ exclude: [['iframe']] }, {})).violations;
  });
  return found.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

const PAGES = ['/motor-insurance', '/motor-insurance/renew-policy', '/motor-insurance/pay-premium', '/motor-insurance/request-policy-document', '/motor-insurance/rop-resubmission'];

for (const language of ['en', 'ar'] as const) {
  for (const path of PAGES) {
    test(`${path} (${language}) has no axe violations`, async ({ page }) => {
      await open(page, path, language);
      await expect(page.locator('main h1')).toHaveCount(1);
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`the document list and its preview dialog (${language}) have no axe violations`, async ({ page }) => {
    await open(page, '/motor-insurance/request-policy-document');
    await fillLookup(page, { plate: '1006', code: 'B', civilId: '12345006' });
    await page.getByRole('button', { name: 'GET POLICY DOCUMENT' }).click();
    // The documents come after a code to the holder's mobile on record (issue 24).
    await enterCode(page);
    await expect(page).toHaveURL(/\/policy-document$/);
    if (language === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    expect(await violations(page)).toEqual([]);
    await page.locator('.document-list__item').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
