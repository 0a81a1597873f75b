// The Arabic of the meta-schemas (schemas/meta/i18n/ar.json) is complete and keeps the English's
// tokens: whoever adds a field, a description or a title to a meta-schema is told here to write
// its Arabic too, and whoever rewords an English description, to rewrite its Arabic.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-runs.js';
import { editorSchema } from './editor-schema.js';
import { localizeEditorSchema, STUDIO_KEY, type MetaTexts } from './meta-i18n.js';

const META = path.resolve(import.meta.dirname, '../../../../../schemas/meta');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const schemaFiles = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.schema.json')).map((n) => path.join(dir, n));
const FILES = [...schemaFiles(META), ...schemaFiles(path.join(META, 'views'))];
const ar = read(path.join(META, 'i18n', 'ar.json')) as unknown as MetaTexts;

/** Every title and description (where it is) and every property name of the meta-schemas. Enum
 * values, consts, examples and defaults are data, not texts. */
function metaTexts() {
  const texts = new Map<string, string>();
  const names = new Map<string, string>();
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`));
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Record<string, unknown>;
    for (const key of ['title', 'description']) if (typeof schema[key] === 'string' && !texts.has(schema[key])) texts.set(schema[key], `${where}/${key}`);
    if (typeof schema.properties === 'object' && schema.properties !== null) {
      for (const name of Object.keys(schema.properties)) if (!names.has(name)) names.set(name, `${where}/properties/${name}`);
    }
    for (const [key, value] of Object.entries(schema)) if (!['enum', 'const', 'examples', 'default'].includes(key)) walk(value, `${where}/${key}`);
  };
  for (const file of FILES) walk(read(file), path.relative(META, file) + '#');
  return { texts, names };
}

/** What must come through a translation unchanged: `code`, {{placeholders}}. */
const tokens = (text: string) => [...text.matchAll(/`[^`]+`|\{\{[^}]+\}\}/g)].map((m) => m[0]).sort();
const ARABIC = /[\u0600-\u06FF]/;

describe('the Arabic of the meta-schemas (schemas/meta/i18n/ar.json)', () => {
  const { texts, names } = metaTexts();

  it('has every title and description', () => {
    const missing = [...texts].filter(([english]) => !ar.texts[english]).map(([english, where]) => `${where}: ${english}`);
    expect(missing, 'Add the Arabic of these texts to schemas/meta/i18n/ar.json "texts" (keyed by the English, exactly)').toEqual([]);
  });
  it('has a label for every property', () => {
    const missing = [...names].filter(([name]) => !ar.labels[name]).map(([name, where]) => `${where}`);
    expect(missing, 'Add an Arabic label for these properties to schemas/meta/i18n/ar.json "labels"').toEqual([]);
  });
  it('holds nothing the meta-schemas no longer say', () => {
    expect(Object.keys(ar.texts).filter((english) => !texts.has(english)), 'reworded or removed: drop (or rewrite) their entries').toEqual([]);
    expect(Object.keys(ar.labels).filter((name) => !names.has(name))).toEqual([]);
  });
  it('is Arabic, and keeps every `code` and {{placeholder}} of the English', () => {
    for (const [english, arabic] of Object.entries(ar.texts)) {
      expect(arabic, english).toMatch(ARABIC);
      expect(tokens(arabic), english).toEqual(tokens(english));
    }
    for (const [name, label] of Object.entries(ar.labels)) expect(label, name).toMatch(ARABIC);
  });
});

describe('localizeEditorSchema', () => {
  const lists = { textKey: ['a.b'], productId: ['0501'], planId: [], formId: [], journeyId: [], operationId: [], viewName: [] };
  const meta: MetaTexts = { labels: { plans: 'الخطط', name: 'الاسم' }, texts: { 'Insurer\'s plan name.': 'اسم الخطة لدى شركة التأمين.', ProductsCatalog: 'دليل المنتجات' } };
  const products = read(path.join(META, 'products.schema.json'));

  it('translates titles, descriptions and labels, and keeps each property name beside its label', () => {
    const schema = localizeEditorSchema(editorSchema(products, lists).schema, meta) as Record<string, any>;
    expect(schema.title).toBe('دليل المنتجات');
    expect(schema.properties.plans).toMatchObject({ title: 'الخطط', [STUDIO_KEY]: 'plans' });
    expect(schema.properties.plans.items.properties.name).toMatchObject({ title: 'الاسم', description: 'اسم الخطة لدى شركة التأمين.', [STUDIO_KEY]: 'name' });
    // Without a translation a text stays English, and a label stays the property's name.
    expect(schema.properties.products.description).toBe('Insurance products.');
    expect(schema.properties.products.title).toBeUndefined();
  });
  it('leaves the data alone: enums, examples, patterns', () => {
    const source = editorSchema(products, lists).schema;
    const strip = (node: unknown): unknown => JSON.parse(JSON.stringify(node, (key, value: unknown) => (['title', 'description', STUDIO_KEY].includes(key) ? undefined : value)));
    expect(strip(localizeEditorSchema(source, ar))).toEqual(strip(source));
  });
});

describe('bidiRuns', () => {
  const ltr = (text: string) => bidiRuns(text).filter((run) => run.ltr).map((run) => run.text);
  it('isolates the Latin code of an Arabic sentence, not the brackets and punctuation around it', () => {
    expect(ltr('مسار الشعار داخل public/ (مثل /partners/acme.svg)، أو صورة.')).toEqual(['public/', '/partners/acme.svg']);
    expect(ltr('مصدر القيمة: `form.<field>` (القيمة)، أو `state.<key>`.')).toEqual(['`form.<field>`', '`state.<key>`']);
    expect(ltr('ويعرض المتصفح t(\'errors.<CODE>\').')).toEqual(['t(\'errors.<CODE>\')']);
    expect(ltr('بصيغة #rrggbb أو rgb(r, g, b)')).toEqual(['#rrggbb', 'rgb(r, g, b)']);
    expect(ltr('(`field` مع `equals` أو `in`)')).toEqual(['`field`', '`equals`', '`in`']);
  });
  it('gives back the whole text', () => {
    for (const arabic of Object.values(ar.texts)) expect(bidiRuns(arabic).map((run) => run.text).join('')).toBe(arabic);
  });
});
