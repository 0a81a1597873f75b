import { useTranslation } from '../lib/use-translation.js';
import { useClientState } from '../startup/client-state.js';

/** Thin top bar while start-up runs (spec section 2); it carries no text, only a label for screen readers. */
export function ProgressBar() {
  const { t } = useTranslation();
  const { startup } = useClientState();
  if (startup.kind !== 'running') return null;
  return <div className="progress-bar" role="progressbar" aria-label={t('ui.progress.label')} />;
}
