import { describe, expect, it } from 'vitest';
import { formatKb } from './rules.js';

describe('formatKb', () => {
  it('shows sizes in KB with two decimals', () => {
    expect(formatKb(1536)).toBe('1.50');
    expect(formatKb(100)).toBe('0.10');
  });
});
