import { createStore } from '../lib/store.js';

export type ToastKind = 'success' | 'error' | 'blank';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already-translated text. */
  message: string;
}

/** Spec section 9: error and blank toasts stay 4 s, success 2 s; at most 20 on screen. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 4000, blank: 4000, success: 2000 };
export const MAX_TOASTS = 20;

export const toasts = createStore<Toast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.set((list) => list.filter((toast) => toast.id !== id));
}

export function showToast(message: string, kind: ToastKind = 'blank'): number {
  const id = nextId++;
  toasts.set((list) => {
    const next = [...list, { id, kind, message }];
    // The oldest toasts give way so the newest is always visible.
    next.slice(0, Math.max(0, next.length - MAX_TOASTS)).forEach((old) => {
      clearTimeout(timers.get(old.id));
      timers.delete(old.id);
    });
    return next.slice(-MAX_TOASTS);
  });
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]));
  return id;
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  blank: (message: string) => showToast(message, 'blank'),
};
