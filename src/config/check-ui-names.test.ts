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
