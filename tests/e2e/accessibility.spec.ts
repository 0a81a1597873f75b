import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { waitForStartup } from './console.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The portal's CSP rightly refuses injected inline scripts; only this audit's own axe may bypass it.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

for (const path of ['/', '/components', '/motor-insurance/renew-policy']) {
  for (const language of ['English', 'العربية']) {
    test(`${path} in ${language} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await waitForStartup(page);
      if (language !== 'English') await page.getByRole('button', { name: language }).click();
      await expect(page.locator('main h1').first()).toBeVisible();
      const violations = await seriousViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`)).toEqual([]);
    });
  }
}
