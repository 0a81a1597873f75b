// @vitest-environment jsdom
// The audit and deliveries screens' paging: older pages below the first, asked `before` the last
// page's key; new inputs start over; a lost sign-in signs out, any other failure is shown.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.js';
import { usePagedList, type KeyedPage } from './use-paged-list.js';

/** Rows 'a'..'e' of `filter`, two a page, keyed by the index of the next row. */
const pages = () => vi.fn(async (filter: string, before?: number): Promise<KeyedPage<string, number>> => {
  const start = before ?? 0;
  const rows = ['a', 'b', 'c', 'd', 'e'].map((row) => `${filter}${row}`);
  return { data: rows.slice(start, start + 2), page: { next: start + 2 < rows.length ? start + 2 : null } };
});

describe('usePagedList', () => {
  it('adds older pages below the first until there is none, then starts over on new inputs', async () => {
    const load = pages();
    const { result, rerender } = renderHook(({ filter }) => usePagedList((before?: number) => load(filter, before), [filter], vi.fn()), { initialProps: { filter: 'x' } });
    await waitFor(() => expect(result.current.rows).toEqual(['xa', 'xb']));
    expect(load).toHaveBeenLastCalledWith('x', undefined);
    await act(() => result.current.loadOlder());
    expect(load).toHaveBeenLastCalledWith('x', 2);
    await act(() => result.current.loadOlder());
    expect(result.current.rows).toEqual(['xa', 'xb', 'xc', 'xd', 'xe']);
    expect(result.current.next).toBeNull();
    rerender({ filter: 'y' });
    await waitFor(() => expect(result.current.rows).toEqual(['ya', 'yb']));
    expect(result.current.next).toBe(2);
  });

  it('signs out when the session is gone and shows any other failure until cleared', async () => {
    const onSignedOut = vi.fn();
    let failure: Error = new ApiError('STAFF_SIGN_IN_REQUIRED', 'signed out', 401);
    const load = vi.fn(async (before?: number) => {
      if (before !== undefined) throw failure;
      return { data: ['a'], page: { next: 1 } };
    });
    const { result } = renderHook(() => usePagedList(load, [], onSignedOut));
    await waitFor(() => expect(result.current.next).toBe(1));
    await act(() => result.current.loadOlder());
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(result.current.error).toBeNull();
    failure = new Error('down');
    await act(() => result.current.loadOlder());
    expect(result.current.error).toBe(failure);
    expect(result.current.busy).toBe(false);
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });
});
