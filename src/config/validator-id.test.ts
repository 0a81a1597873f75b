import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex, validatorIdFor } from './validator-id.js';

describe('sha256Hex', () => {
  it.each(['', 'abc', 'رقم اللوحة', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'q'.repeat(1000)])(
    'agrees with node:crypto for %#',
    (text) => {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    },
  );
});

describe('validatorIdFor', () => {
  const schema = { type: 'object', required: ['a'], properties: { a: { type: 'string', pattern: '\\S' } } };

  it('ignores key order and an existing $id', () => {
    const reordered = { properties: { a: { pattern: '\\S', type: 'string' } }, required: ['a'], type: 'object', $id: 'old' };
    expect(validatorIdFor(reordered)).toBe(validatorIdFor(schema));
  });

  it('changes when the schema changes', () => {
    expect(validatorIdFor({ ...schema, required: [] })).not.toBe(validatorIdFor(schema));
  });

  it('is short and stable across releases', () => {
    // Pinned: precompiled validators are looked up by this value; a change here orphans them.
    expect(validatorIdFor(schema)).toMatch(/^v-[0-9a-f]{16}$/);
    expect(validatorIdFor(schema)).toBe(`v-${createHash('sha256').update(canonicalJson(schema)).digest('hex').slice(0, 16)}`);
  });

  it('keeps array order, since it matters in JSON Schema', () => {
    expect(canonicalJson({ enum: ['b', 'a'] })).toBe('{"enum":["b","a"]}');
  });
});
