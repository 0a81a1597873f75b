import { describe, expect, it } from 'vitest';
import { errorKeyChain } from '../../config/forms/messages.js';
import type { PageTexts } from '../lib/use-translation.js';
import { fieldOf, translateError } from './translate-errors.js';

function translator(texts: Record<string, string>): PageTexts {
  return {
    exists: (key) => key in texts,
    t: (key, params) => (texts[key] ?? key).replace('{{limit}}', String(params?.limit ?? '')),
  };
}

const required = { field: 'plateNumber', keyword: 'required' };

describe('translateError', () => {
  it("prefers the form's own message", () => {
    const texts = { 'msg.plate': 'Please enter your Plate Number', 'error.required': 'This field is required' };
    expect(translateError(translator(texts), 'renew', required, { plateNumber: { required: 'msg.plate' } })).toBe(
      'Please enter your Plate Number',
    );
  });

  it('then the form entry, then the field entry, then the keyword', () => {
    const all = {
      'forms.renew.plateNumber.error.required': 'form',
      'fields.plateNumber.error.required': 'field',
      'error.required': 'keyword',
      'ui.form.invalid': 'generic',
    };
    expect(translateError(translator(all), 'renew', required)).toBe('form');
    const { ['forms.renew.plateNumber.error.required']: _form, ...noForm } = all;
    expect(translateError(translator(noForm), 'renew', required)).toBe('field');
    const { ['fields.plateNumber.error.required']: _field, ...keywordOnly } = noForm;
    expect(translateError(translator(keywordOnly), 'renew', required)).toBe('keyword');
  });

  it('falls back to the generic message, never the raw ajv text', () => {
    const text = translateError(translator({ 'ui.form.invalid': 'This field is not valid' }), 'f', {
      field: 'x',
      keyword: 'multipleOf',
    });
    expect(text).toBe('This field is not valid');
  });

  it('skips a form message key that has no text', () => {
    const chain = errorKeyChain('f', 'a', 'pattern', { a: { pattern: 'missing.key' } });
    expect(chain[0]).toBe('missing.key');
    expect(translateError(translator({ 'error.pattern': 'bad' }), 'f', { field: 'a', keyword: 'pattern' }, { a: { pattern: 'missing.key' } })).toBe('bad');
  });

  it('passes ajv params for interpolation', () => {
    expect(translateError(translator({ 'error.maxLength': 'at most {{limit}}' }), 'f', { field: 'a', keyword: 'maxLength', params: { limit: 5 } })).toBe('at most 5');
  });
});

describe('fieldOf', () => {
  it('reads the last segment of a property path', () => {
    expect(fieldOf('.plateNumber')).toBe('plateNumber');
    expect(fieldOf("['plate-number']")).toBe('plate-number');
    expect(fieldOf('.vehicle.value')).toBe('value');
    expect(fieldOf('', { missingProperty: 'civilId' })).toBe('civilId');
  });
});
