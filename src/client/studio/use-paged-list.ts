// A list the server pages by key, newest first (the audit trail, the deliveries): the first page
// loads whenever the inputs change, "older" pages are added below it with the last page's `next`
// as `before`, and new inputs start over. One home for the paging of the studio's lists.
import { useEffect, useState } from 'react';
import { isSignInRequired } from './use-staff-session.js';
import { useLoaded, type Loaded } from './use-studio-data.js';

/** A page as the staff API answers it: the rows and the key of the next (older) page. */
export interface KeyedPage<Row, Key> {
  data: Row[];
  page: { next: Key | null };
}

export interface PagedList<Row, Key> {
  /** The first page (loading, failed, ready). */
  first: Loaded<KeyedPage<Row, Key>>;
  /** Every row shown: the first page's, then the older pages'. */
  rows: Row[];
  /** The key of the next older page; null when there is none (or before the first page is in). */
  next: Key | null;
  /** An older page is on its way. */
  busy: boolean;
  /** Why the last older page failed (a lost sign-in calls onSignedOut instead). */
  error: unknown;
  clearError(): void;
  loadOlder(): Promise<void>;
}

/** `load(before)`: a page older than `before` (the first page without it); reloaded when `deps` change. */
export function usePagedList<Row, Key>(
  load: (before?: Key) => Promise<KeyedPage<Row, Key>>,
  deps: readonly unknown[],
  onSignedOut: () => void,
): PagedList<Row, Key> {
  const first = useLoaded(() => load(), deps);
  const [older, setOlder] = useState<{ rows: Row[]; next: Key | null } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOlder(null), [first]);

  const rows = first.status === 'ready' ? [...first.data.data, ...(older?.rows ?? [])] : [];
  const next = older ? older.next : first.status === 'ready' ? first.data.page.next : null;
  const loadOlder = async () => {
    if (next === null) return;
    setBusy(true);
    try {
      const page = await load(next);
      setOlder({ rows: [...(older?.rows ?? []), ...page.data], next: page.page.next });
    } catch (caught) {
      if (isSignInRequired(caught)) onSignedOut();
      else setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return { first, rows, next, busy, error, clearError: () => setError(null), loadOlder };
}
