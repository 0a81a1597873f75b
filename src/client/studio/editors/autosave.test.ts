import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, type KeyValueStore, type PendingEdit, type SaveState } from './autosave.js';

class MemoryStore implements KeyValueStore {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
  key = (index: number) => [...this.map.keys()][index] ?? null;
  get length() {
    return this.map.size;
  }
}

const DRAFT = '11111111-1111-4111-8111-111111111111';
const edit = (path: string, content: unknown): PendingEdit => ({ draftId: DRAFT, path, content });

describe('autosave queue', () => {
  let storage: MemoryStore;
  let saved: Array<{ edit: PendingEdit; revision: number }>;
  let states: SaveState[];
  let fail: ((edit: PendingEdit) => unknown) | undefined;
  const make = () => new Autosave({
    storage, delay: 300, onState: (s) => states.push(s),
    save: async (e, revision) => {
      const error = fail?.(e);
      if (error) throw error;
      saved.push({ edit: e, revision });
      return revision + 1;
    },
  });

  beforeEach(() => {
    vi.useFakeTimers();
    storage = new MemoryStore();
    saved = [];
    states = [];
    fail = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('keeps each edit at once and saves only the last one after a 300 ms pause', async () => {
    const queue = make();
    queue.revision = 4;
    queue.edit(edit('locales/en.json', { a: 1 }));
    await vi.advanceTimersByTimeAsync(200);
    queue.edit(edit('locales/en.json', { a: 2 }));
    expect(queue.pending(DRAFT)).toEqual([edit('locales/en.json', { a: 2 })]);
    await vi.advanceTimersByTimeAsync(299);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ edit: edit('locales/en.json', { a: 2 }), revision: 4 }]);
    expect(queue.revision).toBe(5);
    expect(queue.pending(DRAFT)).toEqual([]);
    expect(states).toEqual(['waiting', 'waiting', 'saving', 'saved']);
  });

  it('saves several files one after the other, each with the revision the last save answered', async () => {
    const queue = make();
    queue.edit(edit('locales/en.json', 1));
    queue.edit(edit('locales/ar.json', 2));
    await queue.flush();
    expect(saved.map((s) => [s.edit.path, s.revision])).toEqual([['locales/ar.json', 0], ['locales/en.json', 1]]);
  });

  it('survives a reload: a new queue finds the unsaved edit in storage', () => {
    make().edit(edit('partners/acme.json', { id: 'acme' }));
    expect(make().pending(DRAFT)).toEqual([edit('partners/acme.json', { id: 'acme' })]);
    expect(make().pending('other')).toEqual([]);
  });

  it('stops on DRAFT_CHANGED with the edit kept, saves nothing more until discarded', async () => {
    const queue = make();
    fail = () => Object.assign(new Error('changed'), { code: 'DRAFT_CHANGED' });
    queue.edit(edit('locales/en.json', 1));
    await queue.flush();
    expect(queue.current).toBe('conflict');
    queue.edit(edit('locales/en.json', 2));
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.current).toBe('conflict');
    expect(queue.pending(DRAFT)).toEqual([edit('locales/en.json', 2)]);
    fail = undefined;
    queue.discard(DRAFT);
    expect(queue.pending(DRAFT)).toEqual([]);
    expect(queue.current).toBe('idle');
    expect(saved).toEqual([]);
  });

  it('keeps the edit when a save fails otherwise, to be tried again', async () => {
    const queue = make();
    fail = () => new Error('offline');
    queue.edit(edit('locales/en.json', 1));
    await queue.flush();
    expect(queue.current).toBe('failed');
    fail = undefined;
    await queue.flush();
    expect(saved).toHaveLength(1);
    expect(queue.pending(DRAFT)).toEqual([]);
  });
});
