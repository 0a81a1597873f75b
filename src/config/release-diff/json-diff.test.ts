import { describe, expect, it } from 'vitest';
import { comparePointers, jsonChanges } from './json-diff.js';
import { rulePhrase } from './words.js';

describe('jsonChanges', () => {
  it('reports an added or removed object once, at its own pointer, with RFC 6901 escaping', () => {
    expect(jsonChanges({ a: 1, 'x/y~z': 2 }, { a: 1, b: { c: { d: 1 } } })).toEqual([
      { pointer: '/b', change: 'added', after: { c: { d: 1 } } },
      { pointer: '/x~1y~0z', change: 'removed', before: 2 },
    ]);
  });

  it('ignores key order and reports a leaf change at the leaf', () => {
    expect(jsonChanges({ a: { b: 1, c: 2 } }, { a: { c: 2, b: 1 } })).toEqual([]);
    expect(jsonChanges({ a: { b: 1, c: 2 } }, { a: { c: 3, b: 1 } })).toEqual([{ pointer: '/a/c', change: 'changed', before: 2, after: 3 }]);
  });

  it('matches rows with ids by id: an inserted row is one entry, a changed row keeps its own pointer', () => {
    const before = [{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'c', n: 3 }];
    const after = [{ id: 'a', n: 1 }, { id: 'x', n: 9 }, { id: 'b', n: 2 }, { id: 'c', n: 4 }];
    expect(jsonChanges(before, after)).toEqual([
      { pointer: '/1', change: 'added', after: { id: 'x', n: 9 } },
      { pointer: '/3/n', change: 'changed', before: 3, after: 4 },
    ]);
    expect(jsonChanges(before, [before[0], before[2]])).toEqual([{ pointer: '/1', change: 'removed', before: before[1] }]);
  });

  it('shows rows put in another order, and a plain list of another length, as the whole list', () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(jsonChanges(rows, [rows[1], rows[0]])).toEqual([{ pointer: '', change: 'changed', before: rows, after: [rows[1], rows[0]] }]);
    expect(jsonChanges({ l: [1, 2] }, { l: [1, 2, 3] })).toEqual([{ pointer: '/l', change: 'changed', before: [1, 2], after: [1, 2, 3] }]);
    expect(jsonChanges({ l: [1, 2] }, { l: [1, 5] })).toEqual([{ pointer: '/l/1', change: 'changed', before: 2, after: 5 }]);
  });
});

describe('comparePointers', () => {
  it('orders array indexes as numbers and parents before children', () => {
    expect(['/plans/10', '/plans/2/id', '/plans/2', '/a'].sort(comparePointers)).toEqual(['/a', '/plans/2', '/plans/2/id', '/plans/10']);
  });
});

describe('rulePhrase', () => {
  it('counts characters the Arabic way and lists enums plainly', () => {
    expect(['1', '2', '5', '12'].map((n) => rulePhrase('minLength', Number(n)).ar)).toEqual([
      'حرف واحد على الأقل', 'حرفان على الأقل', '5 أحرف على الأقل', '12 حرفًا على الأقل',
    ]);
    expect(rulePhrase('enum', ['A', 'B'])).toEqual({ en: 'one of A, B', ar: 'إحدى القيم A، B' });
    expect(rulePhrase('required', true)).toEqual({ en: 'required', ar: 'إلزامي' });
  });
});
