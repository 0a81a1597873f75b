import { createStore } from '../lib/store.js';
import type { PageTexts } from '../lib/use-translation.js';

/**
 * An alert's text: fixed (a text shown as received), or made from the page's texts each time the
 * alert is drawn. A customer who picks Arabic and presses on at once may get the answer before the
 * Arabic texts have arrived: the open alert then turns Arabic with the page.
 */
export type AlertText = string | ((texts: PageTexts) => string);

export const alertTextOf = (text: AlertText, texts: PageTexts): string => (typeof text === 'function' ? text(texts) : text);

/** The alert shown (boxed: the store reads a function as an update); null when none is (its own module: the dialog's chunk reads it too). */
export const errorAlert = createStore<{ text: AlertText } | null>(null);
