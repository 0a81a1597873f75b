import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfigTree } from './check.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let root = '';

/** A copy of the real tree with one journey edited. */
function treeWith(journeyFile: string, edit: (journey: any) => void): string {
  root = mkdtempSync(path.join(tmpdir(), 'view-refs-'));
  for (const dir of ['schemas', 'journeys', 'partners', 'locales', 'public/partners']) cpSync(path.join(repoRoot, dir), path.join(root, dir), { recursive: true });
  const file = path.join(root, 'journeys', journeyFile);
  const journey = JSON.parse(readFileSync(file, 'utf8'));
  edit(journey);
  writeFileSync(file, JSON.stringify(journey, null, 2));
  return root;
}

// The summary step of the quote journey: the one whose options say how to pay (a code step may come first).
type Journey = { steps: Array<{ options?: { pay?: { operation: string; fields: Record<string, string> } } }> };
const payStepIndex = (JSON.parse(readFileSync('journeys/get-quote.json', 'utf8')) as Journey).steps.findIndex((step) => step.options?.pay);
const payStep = (journey: Journey) => journey.steps[payStepIndex] as { options: { pay: { operation: string; fields: Record<string, string> } } };

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('references made by view options (x-ref in schemas/meta/views)', () => {
  it('reports an operation a view option names that operations.json does not have, with a suggestion', async () => {
    const dir = treeWith('get-quote.json', (j) => { payStep(j).options.pay.operation = 'payment-strat'; });
    const issues = await checkConfigTree(dir);
    expect(issues).toEqual([expect.objectContaining({
      file: 'journeys/get-quote.json',
      pointer: `/steps/${payStepIndex}/options/pay/operation`,
      message: expect.stringContaining('Did you mean "payment-start"?'),
    })]);
  });

  it('reports a field a view option names that none of the step\'s forms has', async () => {
    const dir = treeWith('get-quote.json', (j) => { payStep(j).options.pay.fields.mobile = 'mobilNo'; });
    const issues = await checkConfigTree(dir);
    expect(issues).toEqual([expect.objectContaining({
      file: 'journeys/get-quote.json',
      pointer: `/steps/${payStepIndex}/options/pay/fields/mobile`,
      message: expect.stringContaining('has a field "mobilNo". Did you mean "mobileNo"?'),
    })]);
  });

  it('checks the landing step\'s lead operation too', async () => {
    const dir = treeWith('landing.json', (j) => { j.steps[0].options.leadOperation = 'lead-creat'; });
    const issues = await checkConfigTree(dir);
    expect(issues.map((i) => i.pointer)).toEqual(['/steps/0/options/leadOperation']);
  });
});
