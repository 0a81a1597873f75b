import { describe, expect, it } from 'vitest';
import { isBlank } from './blank.js';

describe('isBlank', () => {
  it('is true for nothing entered and for white space only', () => {
    for (const value of [undefined, null, '', '   ', '\t\n ']) expect(isBlank(value), JSON.stringify(value)).toBe(true);
  });

  it('is false for any value, falsy ones included', () => {
    for (const value of [0, false, ' x ', [], {}]) expect(isBlank(value), JSON.stringify(value)).toBe(false);
  });
});
