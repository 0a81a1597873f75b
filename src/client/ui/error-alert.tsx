import { useEffect, useState, type ComponentType } from 'react';
import { onFirstUse } from '../lib/lazy-chunk.js';
import { useStore } from '../lib/store.js';
import { pageTexts, useTranslation } from '../lib/use-translation.js';
import { alertTextOf, errorAlert, type AlertText } from './error-alert-store.js';

export { errorAlert };

/**
 * The dialog (modal, status rules, bidi text) is not part of the first screen: it comes with the
 * first alert, or ahead of it when the customer starts something that may end in one.
 */
export const preloadErrorAlert = onFirstUse(() => import('./error-dialog.js'), 'error-dialog');

export function showErrorAlert(message: AlertText): void {
  void preloadErrorAlert().catch(() => {});
  errorAlert.set({ text: message });
}

/**
 * Spec section 8: errors appear in an alert; closing it clears the error. Once fetched the dialog
 * stays mounted, so it opens and closes with its animation like any other. Should its code not
 * download, the browser's own alert still shows the text.
 */
export function ErrorAlert() {
  const { t, i18n } = useTranslation();
  const message = useStore(errorAlert);
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (message === null || Dialog) return undefined;
    let live = true;
    preloadErrorAlert().then(
      (module) => live && setDialog(() => module.ErrorDialog),
      (error: unknown) => {
        console.error('The alert dialog could not be loaded', error);
        if (!live) return;
        window.alert(alertTextOf(message.text, pageTexts(t, i18n)));
        errorAlert.set(null);
      },
    );
    return () => {
      live = false;
    };
  }, [message, Dialog]);
  return Dialog ? <Dialog /> : null;
}
