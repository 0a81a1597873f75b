import { describe, expect, it } from 'vitest';
import { rulesFor, valueProblem } from './rule-editor.js';

describe('rulesFor', () => {
  it('offers length and pattern for a text, bounds for a number, nothing for a choice or a yes/no', () => {
    expect(rulesFor({ type: 'string' })).toEqual(['minLength', 'maxLength', 'pattern']);
    expect(rulesFor({ type: 'integer' })).toEqual(['minimum', 'maximum']);
    expect(rulesFor({ type: ['number', 'null'] })).toEqual(['minimum', 'maximum']);
    expect(rulesFor({ type: 'string', enum: ['a', 'b'] })).toEqual([]);
    expect(rulesFor({ type: 'boolean' })).toEqual([]);
    expect(rulesFor(undefined)).toEqual([]);
  });
});

describe('valueProblem', () => {
  it('says why a value does not fit its rule, in a text key', () => {
    expect(valueProblem('minLength', '2.5')).toBe('studio.edit.rule.problems.length');
    expect(valueProblem('maxLength', '-1')).toBe('studio.edit.rule.problems.length');
    expect(valueProblem('minimum', 'ten')).toBe('studio.edit.rule.problems.number');
    expect(valueProblem('pattern', '([a-z]')).toBe('studio.edit.rule.problems.pattern');
  });
  it('accepts values that fit, and says nothing of an empty one', () => {
    expect(valueProblem('minLength', '3')).toBeUndefined();
    expect(valueProblem('maximum', '2.5')).toBeUndefined();
    expect(valueProblem('pattern', '^[A-Z0-9]{17}$')).toBeUndefined();
    expect(valueProblem('pattern', '')).toBeUndefined();
  });
});
