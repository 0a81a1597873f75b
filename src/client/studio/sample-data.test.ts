import { describe, expect, it } from 'vitest';
import { sampleData, sampleForPattern } from './sample-data.js';

describe('sampleForPattern', () => {
  it.each([
    '^[0-9]{4}$',
    '^\\s*((\\+?968)?\\s*[79](\\s*\\d){7})?\\s*$',
    '^\\s*([A-Za-z0-9._-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,6})?\\s*$',
    '^\\s*(\\d{1,9}(\\.\\d{1,3})?)?\\s*$',
    '^(\\s*|[A-Za-z0-9]{2,5})$',
    '^[a-z0-9]+(-[a-z0-9]+)*$',
  ])('gives a non-blank string that matches %s', (pattern) => {
    const sample = sampleForPattern(pattern);
    expect(sample.trim()).not.toBe('');
    expect(new RegExp(pattern, 'u').test(sample)).toBe(true);
  });
});

describe('sampleData', () => {
  it('takes the schema\'s own values first, then builds strings that pass the pattern and lengths', () => {
    const data = sampleData({
      type: 'object',
      properties: {
        plan: { type: 'string', enum: ['', 'gold', 'silver'] },
        kind: { type: 'string', const: 'x' },
        note: { type: 'string', default: 'hi' },
        code: { type: 'string', pattern: '^[0-9]{4}$' },
        name: { type: 'string', pattern: '\\S', maxLength: 40 },
        short: { type: 'string', maxLength: 3 },
        agree: { type: 'boolean' },
        amount: { type: 'number', minimum: 50 },
        photo: { type: 'string' },
        hidden: { type: 'string' },
      },
    }, { photo: { 'ui:widget': 'card-capture' }, hidden: { 'ui:widget': 'hidden' } });
    expect(data).toEqual({ plan: 'gold', kind: 'x', note: 'hi', code: '0000', name: 'Sample', agree: true, amount: 50 });
  });

  it('gives nothing for a schema without properties', () => {
    expect(sampleData(undefined)).toEqual({});
    expect(sampleData({ type: 'string' })).toEqual({});
  });
});
