import { useTranslation } from 'react-i18next';
import { createStore, useStore } from '../lib/store.js';
import { Modal } from './modal.js';

/** Already-translated error text; null when no alert is shown. */
export const errorAlert = createStore<string | null>(null);

export function showErrorAlert(message: string): void {
  errorAlert.set(message);
}

/** Spec section 8: errors appear in an alert; closing it clears the error. */
export function ErrorAlert() {
  const { t } = useTranslation();
  const message = useStore(errorAlert);
  const close = () => errorAlert.set(null);
  return (
    <Modal
      open={message !== null}
      title={t('ui.alert.title')}
      onClose={close}
      footer={
        <button type="button" className="button" onClick={close}>
          {t('ui.alert.ok')}
        </button>
      }
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
