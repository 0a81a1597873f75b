import { useTranslation } from '../../lib/use-translation.js';
import { DocumentList } from '../document-list/document-list.js';

export interface PolicyDocument {
  label: string;
  url: string;
}

/** The new policy's documents: the same list as the document screen, under its heading. */
export function PolicyDocuments({ documents }: { documents: PolicyDocument[] }) {
  const { t } = useTranslation();
  if (!documents.length) return null;
  return (
    <section className="result-documents document-list" aria-labelledby="result-documents-title">
      <h2 id="result-documents-title" className="card__title">{t('payment.documents.title')}</h2>
      <DocumentList documents={documents} />
    </section>
  );
}
