import { describe, expect, it } from 'vitest';
import { formatIssues, lintUiNames } from './check-ui-names.js';
import type { FormConfig } from './types.js';

const form = (uiSchema: Record<string, unknown>): FormConfig => ({
  id: 'f',
  schema: {
    type: 'object',
    properties: {
      premium: { type: 'number' },
      agree: { type: 'boolean' },
      drivers: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    },
  },
  uiSchema,
} as unknown as FormConfig);

const fixesOf = (uiSchema: Record<string, unknown>) => lintUiNames(form(uiSchema), 'schemas/forms/f.json').map((i) => [i.pointer, i.fix.split('?')[0]]);

describe('lintUiNames', () => {
  it('accepts the widgets rjsf and the theme have for the field\'s type', () => {
    expect(fixesOf({ premium: { 'ui:widget': 'range' }, agree: { 'ui:widget': 'optional-checkbox' }, drivers: { items: { name: { 'ui:widget': 'RadioWidget' } } } })).toEqual([]);
  });

  it('refuses a widget that does not exist, or not for this type, with the closest name', () => {
    expect(fixesOf({ premium: { 'ui:widget': 'slider' }, agree: { 'ui:widget': 'textarea' }, drivers: { items: { name: { 'ui:widget': 'scann' } } } })).toEqual([
      ['/uiSchema/premium/ui:widget', 'Did you mean "range"'],
      ['/uiSchema/agree/ui:widget', expect.stringMatching(/^Use one of the widgets: checkbox, radio, select, hidden, /)],
      ['/uiSchema/drivers/items/name/ui:widget', 'Did you mean "scan"'],
    ]);
  });

  it('refuses fields and templates rjsf does not register', () => {
    expect(fixesOf({ premium: { 'ui:field': 'NumberFeild', 'ui:FieldTemplate': 'FieldTemplat' }, 'ui:ObjectFieldTemplate': 'ObjectFieldTemplate' })).toEqual([
      ['/uiSchema/premium/ui:field', 'Did you mean "NumberField"'],
      ['/uiSchema/premium/ui:FieldTemplate', 'Did you mean "FieldTemplate"'],
    ]);
  });

  it('checks a tabbed form\'s shared uiSchema against the fields of every tab', () => {
    const tabbed = {
      id: 't',
      tabs: [{ id: 'a', label: 'x', schema: { type: 'object', properties: { count: { type: 'integer' } } } }],
      uiSchema: { count: { 'ui:widget': 'checkbox' } },
    } as unknown as FormConfig;
    expect(lintUiNames(tabbed, 'f.json').map((i) => i.message)).toEqual(['There is no widget "checkbox" for an integer field.']);
  });
});

describe('formatIssues', () => {
  it('refuses a format ajv does not know, with the closest one', () => {
    expect(formatIssues({ type: 'string', format: 'e-mail' }, 'f.json', '/schema/properties/x')).toEqual([
      expect.objectContaining({ pointer: '/schema/properties/x/format', message: 'There is no format "e-mail".', fix: expect.stringMatching(/^Did you mean "email"\? /) }),
    ]);
    expect(formatIssues({ type: 'string', format: 'date' }, 'f.json', '')).toEqual([]);
  });
});

describe('ui:order', () => {
  const orderOf = (uiSchema: Record<string, unknown>) => lintUiNames(form(uiSchema), 'schemas/forms/f.json').map((i) => [i.pointer, i.message]);

  it('accepts every field named, or some and "*", at any depth', () => {
    expect(orderOf({ 'ui:order': ['agree', 'premium', 'drivers'] })).toEqual([]);
    expect(orderOf({ 'ui:order': ['agree', '*'], drivers: { items: { 'ui:order': ['name'] } } })).toEqual([]);
  });

  it('refuses a name twice (two "*": rjsf would not draw the form) and warns of a name that is no field and of fields left out', () => {
    const found = lintUiNames(form({ 'ui:order': ['agree', 'premum', 'agree', '*', '*'] }), 'f.json');
    expect(found.map((i) => [i.pointer, i.severity ?? 'error', i.message])).toEqual([
      ['/uiSchema/ui:order/1', 'warning', expect.stringContaining('names "premum", which is not a field here')],
      ['/uiSchema/ui:order/2', 'error', '"ui:order" names "agree" twice: the field would be drawn twice.'],
      ['/uiSchema/ui:order/4', 'error', '"ui:order" names "*" twice, so the form would not draw.'],
    ]);
    expect(orderOf({ 'ui:order': ['agree'] })).toEqual([['/uiSchema/ui:order', '"ui:order" leaves out "premium", "drivers": shown after the other fields.']]);
    expect(lintUiNames(form({ 'ui:order': ['premum', '*'] }), 'f.json')[0]!.fix).toMatch(/^Did you mean "premium"/);
  });

  it('takes a field a condition adds as a field', () => {
    const conditional = { ...form({ 'ui:order': ['premium', 'extra', '*'] }), schema: { type: 'object', properties: { premium: { type: 'number' } }, dependencies: { premium: { properties: { extra: { type: 'string' } } } } } } as unknown as FormConfig;
    expect(lintUiNames(conditional, 'f.json')).toEqual([]);
  });
});
