import { describe, expect, it } from 'vitest';
import { closest, didYouMean } from './did-you-mean.js';

describe('closest', () => {
  it('finds a name a few edits away and nothing for an unrelated word', () => {
    expect(closest('patern', ['pattern', 'properties'])).toBe('pattern');
    expect(closest('NOT_FOUNDD', ['NOT_FOUND', 'RATE_LIMITED'])).toBe('NOT_FOUND');
    expect(closest('uiSchma', ['uiSchema', 'schema'])).toBe('uiSchema');
    expect(closest('banana', ['pattern', 'required'])).toBeUndefined();
  });

  it('prefers the nearest of several candidates', () => {
    expect(closest('plan', ['plans', 'plain', 'plan2x'])).toBe('plans');
  });

  it('words the hint for a message', () => {
    expect(didYouMean('titel', ['title'])).toBe(' Did you mean "title"?');
    expect(didYouMean('x', ['title'])).toBe('');
  });
});
