// Fetched with the first toast: no first screen shows one.
import { useTranslation } from '../lib/use-translation.js';
import { inLanguage } from './bidi-text.js';
import { BidiText } from './bidi.js';
import { dismissToast, type Toast } from './toast-store.js';

/** The toasts themselves (ui/toaster.tsx draws the live region they appear in). */
export function ToastList({ list }: { list: Toast[] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
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
    </>
  );
}
