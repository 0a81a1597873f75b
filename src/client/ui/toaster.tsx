import { useTranslation } from '../lib/use-translation.js';
import { useStore } from '../lib/store.js';
import { inLanguage } from './bidi-text.js';
import { BidiText } from './bidi.js';
import { dismissToast, toasts } from './toast-store.js';

/** Top-centre toast stack; errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t, i18n } = useTranslation();
  const list = useStore(toasts);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions text">
      {list.map((item) => (
        <div key={item.id} className={`toast toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast__icon" aria-hidden="true">
            {item.kind === 'success' ? '✓' : item.kind === 'error' ? '!' : 'i'}
          </span>
          <span className="toast__message" dir="auto"><BidiText text={inLanguage(item.message, i18n.language)} /></span>
          <button type="button" className="toast__close" aria-label={t('ui.toast.dismiss')} onClick={() => dismissToast(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
