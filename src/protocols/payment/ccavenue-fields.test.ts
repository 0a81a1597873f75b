import { describe, expect, it } from 'vitest';
import { joinFields, parseFields } from './ccavenue-fields.js';

describe('gateway field text', () => {
  it('joins in order, percent-encodes values and leaves out empty ones', () => {
    expect(
      joinFields({ order_id: 'ORD1', amount: '1.000', billing_name: 'A & B=C', billing_email: '', x: undefined }),
    ).toBe('order_id=ORD1&amount=1.000&billing_name=A%20%26%20B%3DC');
  });

  it('parses what it joined, Arabic included', () => {
    const fields = { merchant_param2: '1/2/2024/Q/000123', billing_name: 'محمد سالم', note: '100% + tax' };
    expect({ ...parseFields(joinFields(fields)) }).toEqual(fields);
  });

  it('keeps raw gateway text and malformed escapes as they are', () => {
    const parsed = parseFields('order_status=Failure&failure_message=Card declined 100%&status_message=a=b');
    expect(parsed.failure_message).toBe('Card declined 100%');
    expect(parsed.status_message).toBe('a=b');
  });

  it('lets the first occurrence win, so a value cannot smuggle in a later field', () => {
    const parsed = parseFields('order_id=1&order_status=Failure&billing_name=x&order_status=Success');
    expect(parsed.order_status).toBe('Failure');
  });

  it('skips pairs without a name and does not inherit object prototype names', () => {
    const parsed = parseFields('=x&&novalue&a=1');
    expect(Object.keys(parsed)).toEqual(['a']);
    expect(parsed.constructor).toBeUndefined();
  });
});
