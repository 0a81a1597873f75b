import { useTranslation } from '../../lib/use-translation.js';
import { useNavigate } from 'react-router';
import type { ViewStepProps } from '../../runtime/views.js';
import { DocumentList } from './document-list.js';

/**
 * The document screen: Home and the list of PDF documents. Options: `documentsFrom` (navigation-state
 * key of the list, default "documents") and `homeRoute` (where Home leads, default /motor-insurance).
 */
export default function DocumentListView({ state, step }: ViewStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = (step.options ?? {}) as { documentsFrom?: string; homeRoute?: string };
  return (
    <div className="document-list">
      <div className="document-list__top">
        <button type="button" className="button button--secondary" onClick={() => navigate(options.homeRoute ?? '/motor-insurance')}>
          {t('ui.home')}
        </button>
      </div>
      <DocumentList documents={state[options.documentsFrom ?? 'documents']} />
    </div>
  );
}
