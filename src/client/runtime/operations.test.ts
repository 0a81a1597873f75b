import { describe, expect, it } from 'vitest';
import { missingRequired } from './operations.js';

describe('missingRequired', () => {
  it('names the wire fields a side effect cannot do without', () => {
    // The lead upload needs the lead's transId; a lookup page opened directly has none.
    expect(missingRequired('lead-upload', { plateNumber: '1001', plateCode: 'A', transId: '' })).toEqual(['transId']);
    expect(missingRequired('lead-upload', { plateNumber: '1001' })).toEqual(['transId']);
    expect(missingRequired('lead-upload', { transId: 'T-1', plateNumber: '1001' })).toEqual([]);
  });

  it('asks nothing of an operation without a described wire, or an unknown one', () => {
    expect(missingRequired('no-such-operation', {})).toEqual([]);
  });
});
