import { useTranslation } from '../lib/use-translation.js';
import { useClientState } from '../startup/client-state.js';

/** Blocks the whole screen while the global loading flag is set, so nothing is pressed twice. */
export function LoadingMask() {
  const { t } = useTranslation();
  const { loading } = useClientState();
  if (!loading) return null;
  return (
    <div className="loading-mask" aria-busy="true" role="status" aria-live="polite">
      <span className="loading-mask__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('ui.loading')}</span>
    </div>
  );
}
