import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorKindOf } from './editor-kind.js';
import { editorSchema, JSON_PART, PICKER, withListsInlined } from './editor-schema.js';
import { fieldPath, findingsErrorSchema, pointerSegments } from './findings-at.js';
import { pickerLists } from './picker-lists.js';
import { matches } from './shape-validator.js';

const META = path.resolve(import.meta.dirname, '../../../../../schemas/meta');
const meta = (kind: string) => JSON.parse(readFileSync(path.join(META, `${kind}.schema.json`), 'utf8')) as Record<string, unknown>;
const KINDS = readdirSync(META).filter((n) => n.endsWith('.schema.json')).map((n) => n.slice(0, -'.schema.json'.length));
const lists = { formId: ['lead'], journeyId: ['landing'], planId: ['050013', '050014'], productId: ['0501', '0502'], operationId: ['quote'], viewName: ['landing'], textKey: ['catalog.plans.050013'] };
const at = (schema: unknown, ...keys: string[]) => keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], schema) as Record<string, unknown>;

describe('editorKindOf', () => {
  it.each([
    ['schemas/forms/lead.json', 'form'], ['schemas/catalog/products.json', 'products'], ['schemas/catalog/plate-codes.json', 'plate-codes'],
    ['journeys/buy-policy.json', 'journey'], ['partners/default.json', 'partner'], ['locales/ar.json', 'locale'],
    ['schemas/common/lookup.json', null], ['schemas/forms/nested/x.json', null], ['sandbox/insurer-plans.json', null], ['partners/logo.png', null],
  ])('%s -> %s', (file, kind) => expect(editorKindOf(file, KINDS)).toBe(kind));
  it('has no kind when the meta-schema is missing', () => expect(editorKindOf('journeys/x.json', ['form'])).toBeNull());
});

describe('editorSchema', () => {
  it('turns references to editor lists into pickers of the given list', () => {
    const { schema } = editorSchema(meta('products'), lists);
    const plan = at(schema, 'properties', 'plans', 'items', 'properties');
    expect(plan.label).toMatchObject({ type: 'string', format: PICKER, examples: lists.textKey });
    expect((plan.label as Record<string, unknown>).pattern).toBeUndefined();
    expect(plan.product).toMatchObject({ format: PICKER, examples: ['0501', '0502'] });
    const partner = editorSchema(meta('partner'), lists).schema;
    expect(at(partner, 'properties', 'plans', 'items')).toMatchObject({ format: PICKER, examples: ['050013', '050014'] });
  });
  it('leaves no $ref a generated form would have to resolve', () => {
    for (const kind of KINDS) expect(JSON.stringify(editorSchema(meta(kind), lists).schema)).not.toContain('$ref');
  });
  it("sends a form's JSON Schema and uiSchema, and recursive parts, to the JSON editor", () => {
    const form = editorSchema(meta('form'), lists);
    expect(form.uiSchema.schema).toEqual({ 'ui:field': JSON_PART });
    expect(form.uiSchema.uiSchema).toEqual({ 'ui:field': JSON_PART });
    expect(at(form.schema, 'properties', 'title')).toMatchObject({ format: PICKER });
    const journey = JSON.stringify(editorSchema(meta('journey'), lists).schema);
    for (const list of [lists.formId, lists.operationId, lists.viewName]) expect(journey).toContain(`"format":"${PICKER}","examples":${JSON.stringify(list)}`);
  });
  it('keeps list references as offered examples for the JSON editor', () => {
    const inlined = withListsInlined(meta('products'), lists);
    expect(JSON.stringify(inlined)).not.toContain('editor-lists');
    expect(at(inlined, 'definitions', 'i18nKey')).toMatchObject({ examples: lists.textKey, pattern: expect.any(String) });
  });
});

describe('findings beside their field', () => {
  it('reads JSON pointers', () => {
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
  });
  it('puts a finding on the field its pointer names', () => {
    const { uiSchema } = editorSchema(meta('products'), lists);
    const errors = findingsErrorSchema([{ pointer: '/plans/3/label', message: 'Unknown key', fix: 'Add it' }, { pointer: '', message: 'Whole file' }], uiSchema);
    expect(errors).toEqual({ plans: { 3: { label: { __errors: ['Unknown key (Add it)'] } } }, __errors: ['Whole file'] });
  });
  it('stops at a part edited as JSON', () => {
    const { uiSchema } = editorSchema(meta('form'), lists);
    expect(fieldPath('/schema/properties/mobile/pattern', uiSchema)).toEqual(['schema']);
    expect(fieldPath('/tabs/1/schema/required', uiSchema)).toEqual(['tabs', '1', 'schema']);
  });
});

describe('pickerLists', () => {
  it("draws the lists from the draft's files, unsaved ones included", () => {
    const found = pickerLists({
      'schemas/forms/lead.json': {}, 'journeys/landing.json': {}, 'partners/default.json': {},
      'schemas/catalog/products.json': { products: [{ id: '0502' }, { id: '0501' }], plans: [{ id: '050099' }] },
      'schemas/catalog/operations.json': { operations: { quote: {}, lead: {} } },
      'locales/en.json': { $schema: 'x', a: { b: 'B', c: { d: 'D' } } },
    }, ['landing']);
    expect(found).toEqual({ formId: ['lead'], journeyId: ['landing'], planId: ['050099'], productId: ['0501', '0502'], operationId: ['lead', 'quote'], viewName: ['landing'], textKey: ['a.b', 'a.c.d'] });
  });
});

describe('shape validator (no code generation under the CSP)', () => {
  it('picks anyOf branches by shape', () => {
    expect(matches({ const: 'response' }, 'response')).toBe(true);
    expect(matches({ type: 'object', required: ['navigate'] }, { goto: 'x' })).toBe(false);
    expect(matches({ type: 'number' }, 3)).toBe(true);
    expect(matches({ type: 'string', enum: ['a'] }, 'b')).toBe(false);
    expect(matches({ anyOf: [{ type: 'string' }, { type: 'array' }] }, [])).toBe(true);
  });
});
