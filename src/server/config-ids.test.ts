// Issue 10, "one rule source": the code names nothing that business staff define in the config.
// No product or plan id, form id, operation id or lookup tab id, and no form field name that is not
// also a name of the API itself (a property of the OpenAPI document), appears as a string literal in
// src/server or src/client; the adapters' wire mappings (insurer, payment, OCR) and test code may.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from '../config/index.js';
import type { ConfigTree } from '../config/types.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

const ROOT = process.cwd();
const SCANNED = ['src/server', 'src/client'];
const WIRE_MAPPINGS = ['src/server/adapters/'];
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-[^/]+\.ts$/.test(file);

/**
 * Known uses, each to be removed when its code reads the config instead (a stale entry fails the
 * test, so the list only shrinks). Key: file, value: the literals it may still hold.
 */
const KNOWN_EXCEPTIONS: Record<string, string[]> = {
  // A rate-limit counter's own name, not the operation.
  'src/server/routes/leads/lead-upload.ts': ['lead-upload'],
  // A one-time code's purpose in the API (POST /api/v1/otp), spelled like the ROP operation but not it.
  'src/server/otp/purposes.ts': ['rop-status'],
  // The same purpose, required before the ROP status lookup answers.
  'src/server/routes/motor/lookups.ts': ['rop-status'],
  // The browser's landing and summary views (issue 10 items 2 and 3, being moved to config).
  'src/client/views/landing/lead-form.tsx': ['lead'],
  'src/client/views/landing/landing-options.ts': ['lead-create'],
  'src/client/views/quote-summary/quote-summary-view.tsx': ['apply-promo-code'],
  'src/client/views/payment-result/payment-response.ts': ['payment-response'],
};

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name)) yield relative(ROOT, path);
  }
}

/** Every property name anywhere in a JSON document (the API's own names). */
function propertyNames(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => propertyNames(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => into.add(name));
      propertyNames(value, into);
    }
  }
  return into;
}

function configIds(tree: ConfigTree, apiNames: Set<string>): Map<string, string> {
  const ids = new Map<string, string>();
  const { products, plans } = tree.catalogs.products.data;
  for (const p of products) ids.set(p.id, 'product id');
  for (const p of plans) ids.set(p.id, 'plan id');
  for (const id of Object.keys(tree.forms)) ids.set(id, 'form id');
  for (const id of Object.keys(tree.catalogs.operations.data.operations)) ids.set(id, 'operation id');
  for (const { data } of Object.values(tree.forms)) {
    const schemas = [data.schema, ...(data.tabs ?? []).map((tab) => tab.schema)];
    for (const tab of data.tabs ?? []) if (!apiNames.has(tab.id)) ids.set(tab.id, 'lookup tab id');
    for (const schema of schemas) {
      for (const field of Object.keys(schema?.properties ?? {})) if (!apiNames.has(field) && !ids.has(field)) ids.set(field, 'form field name');
    }
  }
  return ids;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('config ids in code', () => {
  it('appear only in the wire mappings, tests and the known exceptions', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as object;
    const ids = configIds(await loadConfigTree(ROOT), propertyNames(doc));
    const found: string[] = [];
    const used = new Set<string>();
    for (const file of SCANNED.flatMap((dir) => [...sourceFiles(join(ROOT, dir))])) {
      if (isTestCode(file) || WIRE_MAPPINGS.some((prefix) => file.startsWith(prefix))) continue;
      const source = readFileSync(join(ROOT, file), 'utf8');
      for (const [, , literal] of source.matchAll(/(['"`])([^'"`\\\n]{1,60})\1/g)) {
        const kind = ids.get(literal!);
        if (!kind) continue;
        if (KNOWN_EXCEPTIONS[file]?.includes(literal!)) used.add(`${file} ${literal}`);
        else found.push(`${file}: ${kind} "${literal}"`);
      }
    }
    expect(found, 'read it from the config (src/server/forms, the journeys, the catalogs) instead').toEqual([]);
    const stale = Object.entries(KNOWN_EXCEPTIONS).flatMap(([file, literals]) => literals.filter((l) => !used.has(`${file} ${l}`)).map((l) => `${file} ${l}`));
    expect(stale, 'no longer used: remove from KNOWN_EXCEPTIONS').toEqual([]);
  });
});
