import { useEffect, useState, type ComponentType } from 'react';
import { onFirstUse } from '../lib/lazy-chunk.js';
import { useStore } from '../lib/store.js';
import { toasts, type Toast } from './toast-store.js';

const loadToastList = onFirstUse(() => import('./toast-list.js'), 'toast-list');

/**
 * Top-centre toast stack; errors are announced assertively, the rest politely. The live region is
 * there from the start (screen readers announce what is added to a region they already know);
 * the toasts' code comes with the first toast. Should it not download, the toasts still expire
 * unseen and the next toast tries again: they carry news, not something the customer must answer.
 */
export function Toaster() {
  const list = useStore(toasts);
  const [List, setList] = useState<ComponentType<{ list: Toast[] }> | null>(null);
  useEffect(() => {
    if (!list.length || List) return undefined;
    let live = true;
    loadToastList().then(
      (module) => live && setList(() => module.ToastList),
      (error: unknown) => console.error('The toasts could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [list.length, List]);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions text">
      {List ? <List list={list} /> : null}
    </div>
  );
}
