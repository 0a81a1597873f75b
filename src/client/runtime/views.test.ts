import { describe, expect, it, vi } from 'vitest';
import { loadedView, registerView, viewLoader, viewWarmer, type ViewStepProps } from './views.js';

const Sample = (_props: ViewStepProps) => null;

describe('view registry', () => {
  it('hands out a view itself once its code has loaded, and nothing before', async () => {
    let release: (module: { default: typeof Sample }) => void = () => {};
    registerView('sample-view', () => new Promise((resolve) => (release = resolve)));
    const loading = viewLoader('sample-view')!();
    expect(loadedView('sample-view')).toBeUndefined();
    release({ default: Sample });
    await loading;
    expect(loadedView('sample-view')).toBe(Sample);
    expect(loadedView('no-such-view')).toBeUndefined();
    expect(loadedView(undefined)).toBeUndefined();
  });

  it('keeps no view whose code failed to load', async () => {
    registerView('broken-view', () => Promise.reject(new Error('offline')));
    await expect(viewLoader('broken-view')!()).rejects.toThrow('offline');
    expect(loadedView('broken-view')).toBeUndefined();
  });

  it('names the warmer a view registered, and none for the others', () => {
    const warm = vi.fn();
    registerView('warmed-view', async () => ({ default: Sample }), warm);
    viewWarmer('warmed-view')?.('?br=1');
    expect(warm).toHaveBeenCalledWith('?br=1');
    expect(viewWarmer('sample-view')).toBeUndefined();
  });
});
