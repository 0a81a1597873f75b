import { describe, expect, it } from 'vitest';
import { stepState } from './step-state.js';

describe('stepState', () => {
  it('completes earlier steps and activates the current one', () => {
    expect([1, 2, 3].map((s) => stepState(s, 2, 3))).toEqual(['completed', 'active', 'upcoming']);
  });

  it('completes the current step when it is the last', () => {
    expect([1, 2, 3].map((s) => stepState(s, 3, 3))).toEqual(['completed', 'completed', 'completed']);
  });

  it('marks the failed step failed', () => {
    expect([1, 2, 3].map((s) => stepState(s, 3, 3, 3))).toEqual(['completed', 'completed', 'failed']);
  });

  it('activates the first of a two-step journey', () => {
    expect([1, 2].map((s) => stepState(s, 1, 2))).toEqual(['active', 'upcoming']);
  });
});
