import { describe, expect, it } from 'vitest';
import { mergePatch, pointerOf, unknownPatchPaths } from './merge-patch.js';

describe('mergePatch (RFC 7396)', () => {
  // Test cases from RFC 7396 appendix A.
  const cases: Array<[unknown, unknown, unknown]> = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(cases)('merges %j with %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it('replaces arrays instead of concatenating them', () => {
    expect(mergePatch({ origins: ['a', 'b'] }, { origins: ['c'] })).toEqual({ origins: ['c'] });
  });

  it('leaves both arguments untouched', () => {
    const target = { a: { b: 1 } };
    const patch = { a: { c: 2 } };
    mergePatch(target, patch);
    expect(target).toEqual({ a: { b: 1 } });
    expect(patch).toEqual({ a: { c: 2 } });
  });
});

describe('unknownPatchPaths', () => {
  const base = { title: 'x', uiSchema: { plateNumber: {} }, tabs: [] };
  it('names a key the base does not have', () => {
    expect(unknownPatchPaths(base, { titel: 'y', uiSchema: { a: 1 } }, new Set(['uiSchema']))).toEqual([['titel']]);
  });
  it('allows new keys below an open key', () => {
    expect(unknownPatchPaths(base, { uiSchema: { plateNumber: { 'ui:help': 'k' } } }, new Set(['uiSchema']))).toEqual([]);
  });
  it('escapes pointer segments', () => {
    expect(pointerOf(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
  });
});
