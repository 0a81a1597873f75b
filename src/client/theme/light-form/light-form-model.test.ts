import { describe, expect, it } from 'vitest';
import { blankMessageKey, consentMissing, emptyValues, lightFields, submittedValues, type LightForm } from './light-form-model.js';
import { firstErrorMessage } from './light-validate.js';

const form: LightForm = {
  id: 'contact',
  schema: {
    type: 'object',
    properties: {
      agree: { type: 'boolean', const: true, title: 'a.agree' },
      email: { type: 'string', format: 'email', title: 'a.email' },
      phone: { type: 'string', title: 'a.phone' },
      who: { type: 'string', title: 'a.who' },
      choice: { type: 'string', enum: ['x'] },
    },
  },
  uiSchema: {
    'ui:order': ['who', 'phone', 'missing', 'agree'],
    who: { 'ui:options': { requiredText: 'a.whoBlank', autocomplete: 'name' } },
    phone: { 'ui:options': { inputType: 'tel' } },
    agree: { 'ui:options': { checkboxLabel: 'a.accept', link: 'privacy', linkText: 'a.policy' } },
    choice: { 'ui:widget': 'hidden' },
  },
  messages: { who: { pattern: 'a.whoRequired' } },
};
const keys = { exists: (key: string) => key.startsWith('a.') || key === 'error.enum', t: (key: string) => `<${key}>` };

describe('light form model', () => {
  it('lists the fields in ui:order, then the rest in schema order, each with its widget and options', () => {
    const fields = lightFields(form);
    expect(fields.map((f) => [f.name, f.widget])).toEqual([['who', 'text'], ['phone', 'tel'], ['agree', 'checkbox'], ['email', 'email'], ['choice', 'hidden']]);
    expect(fields[0]).toMatchObject({ title: 'a.who', requiredText: 'a.whoBlank', autocomplete: 'name' });
    expect(fields[2]).toMatchObject({ checkboxLabel: 'a.accept', link: 'privacy', linkText: 'a.policy' });
    expect(emptyValues(fields)).toEqual({ who: '', phone: '', agree: false, email: '', choice: '' });
  });

  it('chooses widgets as the rjsf theme does (widget-testers.ts), never by a field name', () => {
    const widgets = (properties: Record<string, unknown>, uiSchema: Record<string, unknown> = {}) =>
      Object.fromEntries(lightFields({ id: 'w', schema: { type: 'object', properties }, uiSchema }).map((f) => [f.name, f.widget]));
    expect(widgets({ mobileNo: { type: 'string' }, whatsappMobile: { type: 'string' } })).toEqual({ mobileNo: 'text', whatsappMobile: 'text' });
    expect(
      widgets(
        { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' }, d: { type: 'integer' }, e: { type: 'boolean' } },
        { a: { 'ui:options': { autocomplete: 'tel' } }, b: { 'ui:widget': 'text', 'ui:options': { inputType: 'tel' } }, c: { 'ui:options': { autocomplete: 'email' } }, e: { 'ui:options': { inputType: 'tel' } } },
      ),
    ).toEqual({ a: 'tel', b: 'tel', c: 'email', d: 'text', e: 'checkbox' });
  });

  it('holds the actions until every consent box (const true) is ticked', () => {
    expect(consentMissing(form, { agree: false })).toBe(true);
    expect(consentMissing(form, { agree: 'true' })).toBe(true);
    expect(consentMissing(form, { agree: true })).toBe(false);
  });

  it('shows the required-while-typing text only for a touched, blank field', () => {
    const [who, phone] = lightFields(form);
    expect(blankMessageKey(who!, false, '')).toBeUndefined();
    expect(blankMessageKey(who!, true, '  ')).toBe('a.whoBlank');
    expect(blankMessageKey(who!, true, 'Aisha')).toBeUndefined();
    expect(blankMessageKey(phone!, true, '')).toBeUndefined();
  });

  it('reports the first failing field in form order, through the message chain', () => {
    const errors = [
      { keyword: 'const', instancePath: '/agree' },
      { keyword: 'enum', instancePath: '/choice' },
      { keyword: 'pattern', instancePath: '/who' },
    ];
    expect(firstErrorMessage(form, errors, keys)).toBe('<a.whoRequired>');
    expect(firstErrorMessage(form, errors.slice(0, 2), keys)).toBe('<ui.form.invalid>');
    expect(firstErrorMessage(form, [{ keyword: 'enum', instancePath: '/choice' }], keys)).toBe('<error.enum>');
    const required = { keyword: 'required', instancePath: '', params: { missingProperty: 'who' } };
    expect(firstErrorMessage({ ...form, messages: { who: { required: 'a.whoMissing' } } }, [{ keyword: 'const', instancePath: '/agree' }, required], keys)).toBe('<a.whoMissing>');
    expect(firstErrorMessage(form, [], keys)).toBeUndefined();
  });

  it('sends strings trimmed and a telephone number without spaces', () => {
    expect(submittedValues(lightFields(form), { who: ' Aisha ', phone: ' +968 9123 4567 ', agree: true })).toEqual({ who: 'Aisha', phone: '+96891234567', agree: true });
  });
});
