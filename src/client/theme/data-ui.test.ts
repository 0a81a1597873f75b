import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { allowedEnums, withDataRules } from './data-ui.js';
import { CARD_CAPTURE_WIDGET } from './ocr/card-capture-options.js';

// As resolveForm leaves the buy-policy form: plans carry their product in ui:enumParents.
const plans: UiSchema = {
  riskType: {
    'ui:enumParents': ['0501', '0501', '0502', '0501'],
    'ui:enumNames': ['plans.gold', 'plans.silver', 'plans.tp', 'plans.bronze'],
    'ui:options': { enumParentField: 'product', label: true },
  },
};
const card: UiSchema = {
  mulkiyaInputType: {
    'ui:widget': CARD_CAPTURE_WIDGET,
    'ui:options': { operation: 'ocr-mulkiya', lock: ['plateNo', 'plateCode'] },
  },
  plateNo: { 'ui:placeholder': 'fields.plateNo.placeholder' },
};

describe('allowedEnums', () => {
  it('gives the indexes of the options whose parent is the parent field\'s value', () => {
    expect(allowedEnums(plans, { product: '0501' })).toEqual({ riskType: ['0', '1', '3'] });
    expect(allowedEnums(plans, { product: '0502' })).toEqual({ riskType: ['2'] });
  });

  it('allows no option while the parent field is empty or matches nothing', () => {
    expect(allowedEnums(plans, {})).toEqual({ riskType: [] });
    expect(allowedEnums(plans, { product: '9999' })).toEqual({ riskType: [] });
  });

  it('compares values strictly (a number is not its string)', () => {
    const numeric: UiSchema = { plan: { 'ui:enumParents': [1, '1'], 'ui:options': { enumParentField: 'product' } } };
    expect(allowedEnums(numeric, { product: 1 })).toEqual({ plan: ['0'] });
    expect(allowedEnums(numeric, { product: '1' })).toEqual({ plan: ['1'] });
  });

  it('leaves out fields without both a string enumParentField and an enumParents list', () => {
    const ui: UiSchema = {
      noParents: { 'ui:options': { enumParentField: 'product' } },
      noField: { 'ui:enumParents': ['0501'] },
      fieldNotString: { 'ui:enumParents': ['0501'], 'ui:options': { enumParentField: 7 } },
      parentsNotList: { 'ui:enumParents': '0501', 'ui:options': { enumParentField: 'product' } },
      empty: null,
    };
    expect(allowedEnums(ui, { product: '0501' })).toEqual({});
    expect(allowedEnums(undefined, { product: '0501' })).toEqual({});
  });
});

describe('withDataRules', () => {
  it('returns the same uiSchema object when no rule applies', () => {
    expect(withDataRules(card, {})).toBe(card);
    expect(withDataRules(card, { mulkiyaInputType: 'manual' })).toBe(card);
    expect(withDataRules(undefined, {})).toBeUndefined();
  });

  it('makes the fields of a read card read-only, keeping their other settings', () => {
    const next = withDataRules(card, { mulkiyaInputType: 'upload' })!;
    expect(next).not.toBe(card);
    expect(next.plateNo).toEqual({ 'ui:placeholder': 'fields.plateNo.placeholder', 'ui:readonly': true });
    expect(next.plateCode).toEqual({ 'ui:readonly': true });
    expect(next.mulkiyaInputType).toBe(card.mulkiyaInputType);
  });

  it('passes the allowed option indexes to the select, keeping its other options', () => {
    const next = withDataRules(plans, { product: '0502' })!;
    expect(next.riskType['ui:options']).toEqual({ enumParentField: 'product', label: true, enumAllowed: ['2'] });
    expect(next.riskType['ui:enumNames']).toEqual(plans.riskType['ui:enumNames']);
    // Even with no parent chosen the rule applies: nothing may be offered.
    expect(withDataRules(plans, {})!.riskType['ui:options'].enumAllowed).toEqual([]);
  });

  it('applies both rules together and never changes the uiSchema it was given', () => {
    const ui: UiSchema = { ...card, ...plans };
    const before = structuredClone(ui);
    const next = withDataRules(ui, { mulkiyaInputType: 'scan', product: '0501' })!;
    expect(next.plateNo['ui:readonly']).toBe(true);
    expect(next.riskType['ui:options'].enumAllowed).toEqual(['0', '1', '3']);
    expect(ui).toEqual(before);
  });
});
