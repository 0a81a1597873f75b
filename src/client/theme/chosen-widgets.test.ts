import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { withChosenWidgets } from './chosen-widgets.js';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    mobileNo: { type: 'string' },
    phone: { type: 'string' },
    agree: { type: 'boolean' },
    plan: { type: 'string', enum: ['a', 'b'] },
    startDate: { type: 'string', format: 'date' },
    amount: { type: 'number' },
    scan: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    owner: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
  },
};

describe('withChosenWidgets', () => {
  it('writes the testers’ choice as rjsf widget names, the text kinds as its text widget', () => {
    const ui = withChosenWidgets(schema, { phone: { 'ui:options': { inputType: 'tel' } } });
    expect(ui).toMatchObject({
      mobileNo: { 'ui:widget': 'text' },
      phone: { 'ui:widget': 'text', 'ui:options': { inputType: 'tel' } },
      plan: { 'ui:widget': 'select' },
      // rjsf would draw its own date widget for the format; the theme has no tester for it.
      startDate: { 'ui:widget': 'text' },
      amount: { 'ui:widget': 'text' },
    });
  });

  it('turns the row label of a checkbox off, since the box draws its own, unless the config says otherwise', () => {
    expect(withChosenWidgets(schema, {})?.agree).toEqual({ 'ui:widget': 'checkbox', 'ui:options': { label: false } });
    expect(withChosenWidgets(schema, { agree: { 'ui:options': { label: true, checkboxLabel: 'x.y' } } })?.agree).toEqual({
      'ui:widget': 'checkbox',
      'ui:options': { label: true, checkboxLabel: 'x.y' },
    });
  });

  it('keeps a named widget and a named field, and leaves lists to rjsf', () => {
    const given = { scan: { 'ui:widget': 'scan' }, mobileNo: { 'ui:field': 'StringField' } };
    const ui = withChosenWidgets(schema, given);
    expect(ui?.scan).toBe(given.scan);
    expect(ui?.mobileNo).toBe(given.mobileNo);
    expect(ui?.tags).toBeUndefined();
  });

  it('chooses inside nested objects and leaves the given uiSchema unchanged', () => {
    const given = { 'ui:order': ['owner'], owner: { 'ui:title': 't' } };
    const ui = withChosenWidgets(schema, given);
    expect(ui?.owner).toEqual({ 'ui:title': 't', email: { 'ui:widget': 'text' } });
    expect(ui?.['ui:order']).toEqual(['owner', '*']);
    expect(given).toEqual({ 'ui:order': ['owner'], owner: { 'ui:title': 't' } });
  });

  it('returns the same uiSchema when there is nothing to choose', () => {
    const ui = { only: { 'ui:widget': 'hidden' } };
    expect(withChosenWidgets({ type: 'object', properties: { only: { type: 'string' } } }, ui)).toBe(ui);
    expect(withChosenWidgets({ type: 'object' }, undefined)).toBeUndefined();
  });

  it('puts a field its ui:order leaves out after the others, as rjsf alone would refuse to draw the form', async () => {
    const { orderProperties } = await import('@rjsf/utils');
    const names = Object.keys(schema.properties!);
    const order = withChosenWidgets(schema, { 'ui:order': ['agree', 'mobileNo'] })!['ui:order'] as string[];
    expect(order).toEqual(['agree', 'mobileNo', '*']);
    expect(orderProperties(names, order).slice(0, 3)).toEqual(['agree', 'mobileNo', 'phone']);
    expect(() => orderProperties(names, ['agree', 'mobileNo'])).toThrow(/does not contain/);
    const placed = { 'ui:order': ['agree', '*'] };
    expect(withChosenWidgets({ type: 'object', properties: { agree: { type: 'string' } } }, { ...placed, agree: { 'ui:widget': 'text' } })!['ui:order']).toBe(placed['ui:order']);
  });
});
