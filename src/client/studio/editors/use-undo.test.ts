// @vitest-environment jsdom
// One undo stack for every structured editor: a step is the files one action changed; typing in
// the same files joins one step; undo gives back the files before, redo the files after.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUndo } from './use-undo.js';

describe('useUndo', () => {
  it('undoes and redoes a change of several files as one step', () => {
    const { result } = renderHook(() => useUndo());
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.record({ 'a.json': 1, 'b.json': 'x' }, { 'a.json': 2, 'b.json': 'y' }, 1000));
    expect(result.current.canUndo).toBe(true);
    let back: unknown;
    act(() => { back = result.current.undo(); });
    expect(back).toEqual({ 'a.json': 1, 'b.json': 'x' });
    expect(result.current.canUndo).toBe(false);
    expect(result.current.canRedo).toBe(true);
    act(() => { back = result.current.redo(); });
    expect(back).toEqual({ 'a.json': 2, 'b.json': 'y' });
    expect(result.current.canRedo).toBe(false);
  });

  it('joins keystrokes in the same file into one step, and a new change clears the redo', () => {
    const { result } = renderHook(() => useUndo());
    act(() => {
      result.current.record({ 'a.json': 'H' }, { 'a.json': 'He' }, 1000);
      result.current.record({ 'a.json': 'He' }, { 'a.json': 'Hel' }, 1300);
      result.current.record({ 'a.json': 'Hel' }, { 'a.json': 'Hell' }, 5000);
    });
    let back: unknown;
    act(() => { back = result.current.undo(); });
    expect(back).toEqual({ 'a.json': 'Hel' });
    act(() => { back = result.current.undo(); });
    expect(back).toEqual({ 'a.json': 'H' });
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.record({ 'b.json': 1 }, { 'b.json': 2 }, 9000));
    expect(result.current.canRedo).toBe(false);
    act(() => { back = result.current.undo(); });
    expect(back).toEqual({ 'b.json': 1 });
  });
});
