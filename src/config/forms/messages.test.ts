import { describe, expect, it } from 'vitest';
import { GENERIC_INVALID_KEY, messageKey } from './messages.js';

describe('messageKey', () => {
  const keys = (...existing: string[]) => (key: string) => existing.includes(key);

  it("takes the form's own key, then the form's, the field's and the keyword's entries", () => {
    const own = { plate: { required: 'msg.plate' } };
    expect(messageKey('renew', 'plate', 'required', own, keys('msg.plate', 'error.required'))).toBe('msg.plate');
    expect(messageKey('renew', 'plate', 'required', own, keys('forms.renew.plate.error.required', 'fields.plate.error.required'))).toBe('forms.renew.plate.error.required');
    expect(messageKey('renew', 'plate', 'required', undefined, keys('fields.plate.error.required', 'error.required'))).toBe('fields.plate.error.required');
    expect(messageKey('renew', 'plate', 'required', undefined, keys('error.required'))).toBe('error.required');
  });

  it('falls back to the generic key, even when it has no text', () => {
    expect(messageKey('renew', 'plate', 'multipleOf', undefined, keys())).toBe(GENERIC_INVALID_KEY);
  });
});
