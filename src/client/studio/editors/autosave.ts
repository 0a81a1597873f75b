// Drafts saved as you go: each edit is kept in localStorage at once (a reload or a crash loses
// nothing), saved after a pause in typing, one save at a time, each sent with the draft revision
// last seen (If-Match). A 409 DRAFT_CHANGED stops the queue in "conflict" with the edit still
// kept: someone else saved, and the person chooses to load their version, never overwritten.
export interface PendingEdit {
  draftId: string;
  path: string;
  content: unknown;
}

export type SaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'conflict' | 'failed';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export interface AutosaveOptions {
  /** Saves one file; resolves to the draft's new revision; rejects with an error whose `code` may be DRAFT_CHANGED. */
  save(edit: PendingEdit, revision: number): Promise<number>;
  storage: KeyValueStore;
  delay?: number;
  onState?(state: SaveState, error?: unknown): void;
}

const PREFIX = 'studio.pending:';
const keyOf = (draftId: string, path: string) => `${PREFIX}${draftId}:${path}`;

export class Autosave {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private state: SaveState = 'idle';
  revision = 0;

  constructor(private readonly options: AutosaveOptions) {}

  get current(): SaveState {
    return this.state;
  }

  private set(state: SaveState, error?: unknown) {
    this.state = state;
    this.options.onState?.(state, error);
  }

  /** Keeps the edit and saves it after the pause (replacing any unsaved edit of the same file). */
  edit(edit: PendingEdit): void {
    this.options.storage.setItem(keyOf(edit.draftId, edit.path), JSON.stringify(edit));
    if (this.state === 'conflict') return;
    this.set('waiting');
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.delay ?? 300);
  }

  /** Edits kept for a draft and not saved yet (after a reload, too). */
  pending(draftId: string): PendingEdit[] {
    const { storage } = this.options;
    const found: PendingEdit[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(`${PREFIX}${draftId}:`)) continue;
      try {
        found.push(JSON.parse(storage.getItem(key) ?? 'null') as PendingEdit);
      } catch {
        storage.removeItem(key);
      }
    }
    return found.filter((edit) => edit && typeof edit.path === 'string').sort((a, b) => a.path.localeCompare(b.path));
  }

  /** Forgets the unsaved edit of one file (its release version was put back). */
  forget(draftId: string, path: string): void {
    this.options.storage.removeItem(keyOf(draftId, path));
  }

  /** Forgets a draft's unsaved edits (after "load their version"), and leaves the conflict. */
  discard(draftId: string): void {
    for (const edit of this.pending(draftId)) this.options.storage.removeItem(keyOf(draftId, edit.path));
    clearTimeout(this.timer);
    this.set('idle');
  }

  /** Saves every kept edit now, one after the other; a second call waits for the first. */
  flush(draftId?: string): Promise<void> {
    clearTimeout(this.timer);
    const run = async () => {
      const { storage, save } = this.options;
      for (;;) {
        const next = this.allPending().find((edit) => !draftId || edit.draftId === draftId);
        if (!next) break;
        const before = storage.getItem(keyOf(next.draftId, next.path));
        this.set('saving');
        try {
          this.revision = await save(next, this.revision);
        } catch (error) {
          this.set((error as { code?: string }).code === 'DRAFT_CHANGED' ? 'conflict' : 'failed', error);
          return;
        }
        // An edit made while this one was on its way stays to be saved next.
        if (storage.getItem(keyOf(next.draftId, next.path)) === before) storage.removeItem(keyOf(next.draftId, next.path));
      }
      this.set('saved');
    };
    const previous = this.running ?? Promise.resolve();
    const mine = previous.then(() => (this.state === 'conflict' ? undefined : run()));
    this.running = mine;
    return mine;
  }

  private allPending(): PendingEdit[] {
    const { storage } = this.options;
    const drafts = new Set<string>();
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) drafts.add(key.slice(PREFIX.length, key.indexOf(':', PREFIX.length)));
    }
    return [...drafts].flatMap((id) => this.pending(id));
  }
}
