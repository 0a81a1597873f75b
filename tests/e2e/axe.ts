import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

/** Serious and critical axe violations of the page once its animations ended (specs using it set bypassCSP). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await settleAnimations(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
