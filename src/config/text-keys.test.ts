import { describe, expect, it } from 'vitest';
import { textKeys, textLeaves } from './text-keys.js';

describe('text keys', () => {
  it('reads nested texts as dotted keys in file order, without the top-level $schema', () => {
    const texts = { $schema: '../x.json', landing: { title: 'T', hero: { kicker: 'K' } }, count_one: '1', flag: true };
    expect(textKeys(texts)).toEqual(['landing.title', 'landing.hero.kicker', 'count_one', 'flag']);
    expect(textLeaves(texts).get('flag')).toBe(true);
  });

  it('has no keys for anything but an object', () => {
    for (const node of [undefined, null, 'text', ['a'], 3]) expect(textKeys(node)).toEqual([]);
  });
});
