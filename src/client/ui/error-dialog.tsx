// The alert dialog itself, fetched with the first alert or ahead of it (ui/error-alert.tsx).
import { useStore } from '../lib/store.js';
import { pageTexts, useTranslation } from '../lib/use-translation.js';
import { alertStatusRules, matchAlertStatus, STATUS_ICON } from './alert-status.js';
import { inLanguage } from './bidi-text.js';
import { BidiText } from './bidi.js';
import { alertTextOf, errorAlert } from './error-alert-store.js';
import { Modal } from './modal.js';

/**
 * Spec section 8: errors appear in an alert; closing it clears the error. An answer that a form
 * on screen gives a status to (accepted, under review, rejected) gets that status's title, icon,
 * colour and a spoken status word; anything else is the neutral "Message".
 */
export function ErrorDialog() {
  const { t, i18n } = useTranslation();
  const message = useStore(errorAlert);
  const rules = useStore(alertStatusRules);
  const close = () => errorAlert.set(null);
  const text = message === null ? '' : inLanguage(alertTextOf(message.text, pageTexts(t, i18n)), i18n.language);
  const status = message === null ? undefined : matchAlertStatus(text, rules);
  return (
    <Modal
      open={message !== null}
      title={t(status?.title ?? 'ui.alert.title')}
      tone={status?.status}
      onClose={close}
      footer={
        <button type="button" className="button" onClick={close}>
          {t('ui.alert.ok')}
        </button>
      }
    >
      <div className={status ? `alert-status alert-status--${status.status}` : undefined} data-status={status?.status}>
        {status ? (
          <>
            <span className="alert-status__icon" aria-hidden="true">{STATUS_ICON[status.status]}</span>
            <span className="visually-hidden">{t(`ui.alert.status.${status.status}`)}</span>
          </>
        ) : null}
        {/* dir auto: an insurer text in English stays left to right on an Arabic page. */}
        <p role="alert" className="alert-status__text" dir="auto"><BidiText text={text} /></p>
      </div>
    </Modal>
  );
}
