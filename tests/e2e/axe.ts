import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './fixtures.js';

// axe's source, run by the test through the DevTools protocol: the portal's own Content-Security-
// Policy (script-src 'self') stays on, as customers get it. A <script> tag added to the page, as
// addScriptTag does, would be refused by it, and lifting the CSP in tests hid a studio editor
// that fell apart under it (issue 33).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Waits until every finite animation of the page has ended (a dialog's fade-in, a toast's slide),
 * so that axe measures colours as the customer reads them: mid fade-in a dialog's text is
 * translucent and its contrast fails at random. Endless ones (spinner, progress bar) are left out.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled animation (its element removed) rejects `finished`: it is over all the same.
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Puts axe on the page (once per document) without lifting the page's CSP. */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** Rules held whatever axe's impact: a second <main> is "moderate" to axe, but one per page is ours (issue 32). */
const ALWAYS = new Set(['landmark-no-duplicate-main']);

/** Serious and critical axe violations (and ALWAYS's) of the page once its animations ended, under the page's real CSP. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await settleAnimations(page);
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS.has(violation.id));
}

export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
