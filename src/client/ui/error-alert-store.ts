import { createStore } from '../lib/store.js';

/** Already-translated error text; null when no alert is shown (its own module: the dialog's chunk reads it too). */
export const errorAlert = createStore<string | null>(null);
