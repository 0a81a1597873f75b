import { describe, expect, it } from 'vitest';
import { chooseWidget, inputKindOf, NOT_APPLICABLE, rankWith, uiOption, type WidgetEntry } from './widget-testers.js';

const text = { type: 'string' };
const tel = { 'ui:options': { inputType: 'tel' } };

describe('chooseWidget', () => {
  it('draws what the schema implies: box, list, number, text', () => {
    expect(chooseWidget({ type: 'boolean' }, {})).toBe('checkbox');
    expect(chooseWidget({ type: 'string', enum: ['a', 'b'] }, {})).toBe('select');
    expect(chooseWidget({ type: 'string', 'x-enum': 'plateCodes' }, {})).toBe('select');
    expect(chooseWidget({ type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] }, {})).toBe('select');
    expect(chooseWidget({ type: 'integer' }, {})).toBe('number');
    expect(chooseWidget({ type: 'number' }, {})).toBe('number');
    expect(chooseWidget(text, {})).toBe('text');
    expect(chooseWidget({ type: 'string', format: 'email' }, {})).toBe('email');
  });

  it('lets an explicit ui:widget win over every tester', () => {
    expect(chooseWidget({ type: 'string', enum: ['a'] }, { 'ui:widget': 'hidden' })).toBe('hidden');
    expect(chooseWidget({ type: 'boolean' }, { 'ui:widget': 'select' })).toBe('select');
    expect(chooseWidget(text, { ...tel, 'ui:widget': 'card-capture' })).toBe('card-capture');
  });

  it('takes the input type the uiSchema states over what the schema implies', () => {
    expect(chooseWidget(text, tel)).toBe('tel');
    expect(chooseWidget(text, { 'ui:inputType': 'tel' })).toBe('tel');
    expect(chooseWidget({ type: 'number' }, tel)).toBe('tel');
    expect(chooseWidget({ type: 'string', format: 'email' }, { 'ui:options': { inputType: 'text' } })).toBe('text');
    expect(chooseWidget(text, { 'ui:options': { inputType: 'number' } })).toBe('number');
    // A box or a list stays one whatever input type is written beside it.
    expect(chooseWidget({ type: 'boolean' }, tel)).toBe('checkbox');
    expect(chooseWidget({ type: 'string', enum: ['a'] }, tel)).toBe('select');
  });

  it('reads the autofill token below the input type and the format', () => {
    expect(chooseWidget(text, { 'ui:options': { autocomplete: 'tel' } })).toBe('tel');
    expect(chooseWidget(text, { 'ui:options': { autocomplete: 'work tel-national' } })).toBe('tel');
    expect(chooseWidget(text, { 'ui:options': { autocomplete: 'email' } })).toBe('email');
    expect(chooseWidget(text, { 'ui:options': { autocomplete: 'name' } })).toBe('text');
    expect(chooseWidget({ type: 'string', format: 'email' }, { 'ui:options': { autocomplete: 'tel' } })).toBe('email');
    expect(chooseWidget(text, { 'ui:options': { inputType: 'email', autocomplete: 'tel' } })).toBe('email');
  });

  it('never reads the field name: a "mobile" field without a marker is text', () => {
    expect(chooseWidget({ type: 'string', title: 'fields.mobileNo.label' }, {})).toBe('text');
    expect(chooseWidget({ type: 'string', $id: 'mobileNo' }, { 'ui:placeholder': 'mobile' })).toBe('text');
  });

  it('falls back to text when no tester applies (unknown types, no schema at all)', () => {
    expect(chooseWidget({}, {})).toBe('text');
    expect(chooseWidget({ type: 'null' }, {})).toBe('text');
    expect(chooseWidget(undefined, undefined)).toBe('text');
    expect(chooseWidget(text, {}, [])).toBe('text');
  });

  it('breaks a tie of ranks by the order of declaration, and a higher rank wins wherever it is', () => {
    const always = () => true;
    const first: WidgetEntry = { tester: rankWith(5, always), widget: 'email' };
    const second: WidgetEntry = { tester: rankWith(5, always), widget: 'tel' };
    expect(chooseWidget(text, {}, [first, second])).toBe('email');
    expect(chooseWidget(text, {}, [second, first])).toBe('tel');
    const higher: WidgetEntry = { tester: rankWith(6, always), widget: 'number' };
    expect(chooseWidget(text, {}, [first, second, higher])).toBe('number');
  });

  it('ranks with a rank or NOT_APPLICABLE', () => {
    const tester = rankWith(7, ({ schema }) => schema.type === 'string');
    expect(tester({ schema: text, ui: {} })).toBe(7);
    expect(tester({ schema: { type: 'boolean' }, ui: {} })).toBe(NOT_APPLICABLE);
  });
});

describe('inputKindOf', () => {
  it('gives a text widget its input type, even under an explicit text widget', () => {
    expect(inputKindOf(text, { ...tel, 'ui:widget': 'text' })).toBe('tel');
    expect(inputKindOf({ type: 'string', format: 'email' }, { 'ui:widget': 'EmailWidget' })).toBe('email');
    expect(inputKindOf({ type: 'integer' }, {})).toBe('number');
  });

  it('is text for kinds that are no input', () => {
    expect(inputKindOf({ type: 'string', enum: ['a'] }, { 'ui:widget': 'text' })).toBe('text');
    expect(inputKindOf({ type: 'boolean' }, {})).toBe('text');
  });
});

describe('uiOption', () => {
  it('reads ui:options first, then the ui: shorthand', () => {
    expect(uiOption({ 'ui:options': { inputType: 'tel' }, 'ui:inputType': 'email' }, 'inputType')).toBe('tel');
    expect(uiOption({ 'ui:inputType': 'email' }, 'inputType')).toBe('email');
    expect(uiOption({}, 'inputType')).toBeUndefined();
  });
});
