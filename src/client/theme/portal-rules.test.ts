import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { portalErrorSchema, withEffects } from './portal-rules.js';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    emailId: { type: 'string', format: 'email' },
    mobileNo: { type: 'string' },
    whatsappMobile: { type: 'string', pattern: '\\S' },
    contact: { type: 'string' },
    vehicleValue: { type: 'number' },
  },
};

function run(data: Record<string, unknown>, required: string[] = [], uiSchema = {}) {
  return portalErrorSchema(schema, uiSchema, required, data, (field, keyword) => `${field}:${keyword}`);
}

describe('portalErrorSchema', () => {
  it('applies the e-mail rule to format email, and no rule by a field name', () => {
    expect(run({ emailId: 'x@y', mobileNo: '123' })).toEqual({ emailId: { __errors: ['emailId:email'] } });
  });

  it('applies the telephone rule to a field whose uiSchema says tel (input type or autofill)', () => {
    const tel = { mobileNo: { 'ui:options': { inputType: 'tel' } }, contact: { 'ui:options': { autocomplete: 'tel' } } };
    expect(run({ mobileNo: '123', contact: '12' }, [], tel)).toEqual({
      mobileNo: { __errors: ['mobileNo:tel'] },
      contact: { __errors: ['contact:tel'] },
    });
    expect(run({ mobileNo: '9123456789' }, [], tel)).toEqual({});
  });

  it('lets a field’s own pattern win over the widget rule', () => {
    expect(run({ whatsappMobile: '123' }, [], { whatsappMobile: { 'ui:options': { inputType: 'tel' } } })).toEqual({});
  });

  it('reads the input type from the uiSchema', () => {
    expect(run({ contact: 'abc' }, [], { contact: { 'ui:options': { inputType: 'tel' } } })).toEqual({
      contact: { __errors: ['contact:tel'] },
    });
  });

  it('reports effect-required fields that are blank', () => {
    expect(run({}, ['vehicleValue'])).toEqual({ vehicleValue: { __errors: ['vehicleValue:required'] } });
    expect(run({ vehicleValue: 9000 }, ['vehicleValue'])).toEqual({});
  });
});

describe('withEffects', () => {
  it('hides fields and flags effect-required ones without touching the rest', () => {
    const ui = { plan: { 'ui:placeholder': 'p' } };
    expect(withEffects(ui, ['vehicleValue'], ['plan'])).toEqual({
      plan: { 'ui:placeholder': 'p', 'ui:widget': 'hidden' },
      vehicleValue: { 'ui:options': { portalRequired: true } },
    });
    expect(withEffects(ui, [], [])).toBe(ui);
  });
});
