import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoading } from '../../startup/client-state.js';
import { showErrorAlert } from '../../ui/error-alert.js';
import { Modal } from '../../ui/modal.js';
import { downloadPdf, fetchPdf } from './document-actions.js';

export interface PolicyDocument {
  label: string;
  url: string;
}

/** The new policy's documents with Preview (900 px modal, first page, no toolbar) and Download. */
export function PolicyDocuments({ documents }: { documents: PolicyDocument[] }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<PolicyDocument | null>(null);
  if (!documents.length) return null;

  const open = (doc: PolicyDocument) =>
    void withLoading(async () => {
      if (await fetchPdf(doc.url, 'GET')) setPreview(doc);
      else showErrorAlert(t('payment.documents.previewFailed'));
    });
  const save = (doc: PolicyDocument) =>
    void withLoading(async () => {
      if (!(await downloadPdf(doc.url, doc.label))) showErrorAlert(t('payment.documents.downloadFailed'));
    });

  return (
    <section className="result-documents" aria-labelledby="result-documents-title">
      <h2 id="result-documents-title" className="card__title">{t('payment.documents.title')}</h2>
      <ul className="result-documents__list">
        {documents.map((doc) => (
          <li key={doc.url} className="result-documents__item">
            <span>{doc.label}</span>
            <button type="button" className="button button--secondary" onClick={() => open(doc)}>{t('payment.documents.preview')}</button>
            <button type="button" className="button button--secondary" onClick={() => save(doc)}>{t('payment.documents.download')}</button>
          </li>
        ))}
      </ul>
      <Modal
        open={preview !== null}
        title={t('payment.documents.modalTitle')}
        maxWidth={900}
        onClose={() => setPreview(null)}
        footer={<button type="button" className="button" onClick={() => setPreview(null)}>{t('payment.documents.close')}</button>}
      >
        {preview ? <iframe className="result-documents__frame" title={preview.label} src={`${preview.url}#page=1&toolbar=0`} /> : null}
      </Modal>
    </section>
  );
}
