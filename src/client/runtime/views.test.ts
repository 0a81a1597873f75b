import { describe, expect, it, vi } from 'vitest';
import { registerView, viewComponent, viewLoader, viewWarmer, type ViewStepProps } from './views.js';

const Sample = (_props: ViewStepProps) => null;
const Other = (_props: ViewStepProps) => null;

describe('view registry', () => {
  it('renders a view as itself when its code came before the step, and keeps the first registration', async () => {
    registerView('sample-view', async () => ({ default: Sample }));
    registerView('sample-view', async () => ({ default: Other }));
    await expect(viewLoader('sample-view')!()).resolves.toEqual({ default: Sample });
    expect(viewComponent('sample-view')).toBe(Sample);
    expect(viewComponent('no-such-view')).toBeUndefined();
    expect(viewComponent(undefined)).toBeUndefined();
  });

  it('renders a lazy view when its code is not here yet, and keeps it once loaded', async () => {
    registerView('late-view', async () => ({ default: Sample }));
    const first = viewComponent('late-view');
    expect(first).not.toBe(Sample);
    await viewLoader('late-view')!();
    expect(viewComponent('late-view')).toBe(first);
  });

  it('reports a view whose code failed to load as a chunk failure', async () => {
    registerView('broken-view', () => Promise.reject(new Error('offline')));
    await expect(viewLoader('broken-view')!()).rejects.toMatchObject({ name: 'ChunkLoadError', address: 'view-broken-view' });
  });

  it('names the warmer a view registered, and none for the others', () => {
    const warm = vi.fn();
    registerView('warmed-view', async () => ({ default: Sample }), warm);
    viewWarmer('warmed-view')?.('?br=1');
    expect(warm).toHaveBeenCalledWith('?br=1');
    expect(viewWarmer('sample-view')).toBeUndefined();
  });
});
