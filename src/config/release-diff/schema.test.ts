import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { diffReleases, RELEASE_DIFF_SCHEMA, type ReleaseFiles } from '../release-diff.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FILES = ['locales/en.json', 'locales/ar.json', 'schemas/catalog/products.json', 'schemas/forms/lead.json', 'schemas/common/fields.json', 'partners/demo-partner.json', 'journeys/landing.json'];
const read = (): ReleaseFiles => Object.fromEntries(FILES.map((file) => [file, JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'))]));
type Json = Record<string, any>;

/** A diff with an entry of every kind and every optional field. */
function everyKind() {
  const before = read();
  const after = read();
  const lead = after['schemas/forms/lead.json'] as Json;
  lead.schema.properties.name.minLength = 2;
  (after['locales/en.json'] as Json).landing.title = 'New';
  (after['partners/demo-partner.json'] as Json).text.en.landing = { title: 'Demo' };
  const products = after['schemas/catalog/products.json'] as Json;
  products.plans[0].name = 'Renamed';
  after['journeys/new.json'] = { id: 'new' };
  (after['journeys/landing.json'] as Json).route = '/motor';
  return diffReleases(before, after);
}

describe('RELEASE_DIFF_SCHEMA', () => {
  const diff = everyKind();

  it('holds a diff with every kind of entry', () => {
    expect(new Set(diff.entries.map((e) => e.kind))).toEqual(new Set(['file', 'value', 'text', 'plan', 'rule']));
    const validate = new Ajv({ strict: true, allErrors: true }).compile(RELEASE_DIFF_SCHEMA);
    expect(validate(diff) ? [] : validate.errors).toEqual([]);
  });

  it('lets Fastify answer a diff whole (its serialiser drops fields a schema does not name)', async () => {
    const app = Fastify();
    app.get('/diff', { schema: { response: { 200: RELEASE_DIFF_SCHEMA } } }, async () => diff);
    const response = await app.inject({ url: '/diff' });
    await app.close();
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(diff)));
  });
});
