import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { PolicyDocument } from '../../../shared/document-list.js';
import { DocumentList } from '../document-list/document-list.js';

/** One document as the API answers it: the insurer's entry, declared once (src/shared/document-list.ts). */
export type { PolicyDocument };

/** The new policy's documents: the same list as the document screen, under its heading. */
export function PolicyDocuments({ documents }: { documents: PolicyDocument[] }) {
  const { t } = useTranslation();
  // Not a fixed id: the studio's preview draws this twice (English, Arabic), each labelled by its own heading.
  const titleId = useId();
  if (!documents.length) return null;
  return (
    <section className="result-documents document-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">{t('payment.documents.title')}</h2>
      <DocumentList documents={documents} />
    </section>
  );
}
