import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogPlansNotPriced } from './catalog-plans.js';
import type { InsurerPlans } from './plans-file.js';

const table = { plans: [{ planId: '050008', product: '0502', name: 'x', addOns: [] }] } as unknown as InsurerPlans;

function treeWith(catalog: string | undefined): string {
  const root = mkdtempSync(path.join(tmpdir(), 'catalog-plans-'));
  if (catalog !== undefined) {
    mkdirSync(path.join(root, 'schemas', 'catalog'), { recursive: true });
    writeFileSync(path.join(root, 'schemas', 'catalog', 'products.json'), catalog);
  }
  return path.join(root, 'sandbox', 'insurer-plans.json');
}

describe('catalogue plans the sandbox cannot price', () => {
  it('names a catalogue plan missing from the plans file, or filed under another product', async () => {
    const catalog = { plans: [{ id: '050008', product: '0502' }, { id: '050020', product: '0502' }, { id: '050008', product: '0501' }] };
    expect(await catalogPlansNotPriced(treeWith(JSON.stringify(catalog)), table)).toEqual(['050020', '050008']);
  });

  it('says nothing without a readable catalogue beside it (the config check reports that)', async () => {
    expect(await catalogPlansNotPriced(treeWith(undefined), table)).toEqual([]);
    expect(await catalogPlansNotPriced(treeWith('{ "plans": '), table)).toEqual([]);
  });
});
