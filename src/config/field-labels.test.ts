// A finding about a form's field names it by the label customers see, in the finding's language,
// with the JSON name kept in brackets.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iso } from './arabic-findings.js';
import { loadCheckedRelease } from './check.js';
import { fieldOfPointer, labelKeyOf, nameFieldsByLabel } from './field-labels.js';
import { readReleaseFiles } from './files.js';
import type { RawConfigFile } from './types.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('fieldOfPointer', () => {
  it('finds the field under a schema, a tab, a uiSchema or the messages, and nothing elsewhere', () => {
    expect(fieldOfPointer('/schema/properties/chasisNo/minimum')).toEqual({ field: 'chasisNo' });
    expect(fieldOfPointer('/tabs/1/schema/properties/civilId')).toEqual({ tab: 1, field: 'civilId' });
    expect(fieldOfPointer('/uiSchema/a~1b/ui:widget')).toEqual({ field: 'a/b' });
    expect(fieldOfPointer('/messages/plateNo/pattern')).toEqual({ field: 'plateNo' });
    expect(fieldOfPointer('/uiSchema/ui:order/0')).toBeUndefined();
    expect(fieldOfPointer('/schema/required/0')).toBeUndefined();
  });
});

describe('labelKeyOf', () => {
  it("takes the uiSchema's ui:title (the tab's first), else the schema's title", () => {
    const form = {
      schema: { properties: { a: { title: 'k.a' }, b: { title: 'k.b' } } },
      uiSchema: { b: { 'ui:title': 'k.bUi' } },
    };
    expect(labelKeyOf(form, 'a')).toBe('k.a');
    expect(labelKeyOf(form, 'b')).toBe('k.bUi');
    const tabbed = { uiSchema: { x: { 'ui:title': 'k.root' } }, tabs: [{ schema: { properties: { x: { title: 'k.x0' } } } }, { schema: { properties: { x: { title: 'k.x1' } } }, uiSchema: { x: { 'ui:title': 'k.tab' } } }] };
    expect(labelKeyOf(tabbed, 'x', 1)).toBe('k.tab');
    expect(labelKeyOf(tabbed, 'x', 0)).toBe('k.root');
    expect(labelKeyOf(form, 'none')).toBeUndefined();
  });
});

describe('nameFieldsByLabel', () => {
  const files: RawConfigFile[] = [
    { file: 'schemas/forms/f.json', kind: 'form', name: 'f', data: { schema: { properties: { chasisNo: { title: 'f.chassis' }, bare: {} } } } },
    { file: 'locales/en.json', kind: 'locale', name: 'en', data: { f: { chassis: 'Chassis Number' } } },
    { file: 'locales/ar.json', kind: 'locale', name: 'ar', data: { f: { chassis: 'رقم الهيكل' } } },
  ];
  const issue = (pointer: string, name: string) => ({
    file: 'schemas/forms/f.json', pointer, message: `Field "${name}" is wrong.`, fix: `Change "${name}".`,
    ar: { message: `الحقل «${iso(name)}» خطأ.`, fix: `يرجى تغيير «${iso(name)}».` },
  });

  it('says the label in each language and keeps the JSON name in brackets; the fix keeps the JSON name alone', () => {
    const [named] = nameFieldsByLabel([issue('/schema/properties/chasisNo/minimum', 'chasisNo')], files);
    expect(named!.message).toBe('Field "Chassis Number" (chasisNo) is wrong.');
    expect(named!.ar!.message).toBe(`الحقل «رقم الهيكل» (${iso('chasisNo')}) خطأ.`);
    expect(named!.fix).toBe('Change "chasisNo".');
  });

  it('leaves a field without a label, a finding elsewhere and another file as they are', () => {
    const same = [issue('/schema/properties/bare', 'bare'), issue('/schema/required/0', 'chasisNo'), { ...issue('/schema/properties/chasisNo', 'chasisNo'), file: 'journeys/j.json' }];
    expect(nameFieldsByLabel(same, files)).toEqual(same);
  });

  it('names the field of a real form by its labels in the checker findings', async () => {
    const { texts } = await readReleaseFiles(repoRoot);
    const form = JSON.parse(texts['schemas/forms/buy-policy.json']!) as { schema: { properties: Record<string, Record<string, unknown>> } };
    form.schema.properties.chasisNo = { ...form.schema.properties.chasisNo, minimum: 1000 };
    const { issues } = await loadCheckedRelease({ ...texts, 'schemas/forms/buy-policy.json': JSON.stringify(form) }, repoRoot, { warnings: true });
    const found = issues.find((i) => i.pointer === '/schema/properties/chasisNo/minimum');
    expect(found?.message).toMatch(/^Field "Chassis Number" \(chasisNo\) is a text/);
    expect(found?.ar?.message).toContain(`«رقم الهيكل» (${iso('chasisNo')})`);
  });
});
