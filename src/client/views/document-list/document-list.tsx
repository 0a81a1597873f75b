import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
// The label rules of spec sections 2 and 9 (clean " - <digits>", drop duplicates, the section 2
// order) are the server's pure functions: one implementation for the lookup and the success page.
import { arrangeDocuments } from '../../../shared/document-list.js';
import { withLoading } from '../../startup/client-state.js';
import { showErrorAlert } from '../../ui/error-alert.js';
import { Modal } from '../../ui/modal.js';
import { canDownload, canPreview, documentLabel, documentsOf, downloadName, previewSource, saveFile, type DocumentEntry } from './document-actions.js';
import './document-list.css';

/** Spec section 9: the preview dialog is at most 900 px wide. */
const PREVIEW_MAX_WIDTH = 900;

/** Every list of policy documents (document screen, payment success): labels, order, Preview and Download. */
export function DocumentList({ documents: raw }: { documents: unknown }) {
  const { t, i18n } = useTranslation();
  const documents = arrangeDocuments(documentsOf(raw));
  const [preview, setPreview] = useState<DocumentEntry | null>(null);
  const labelOf = (doc: DocumentEntry) => documentLabel(doc.label, (key) => i18n.exists(key), (key) => t(key));

  const openPreview = async (doc: DocumentEntry) => {
    if (await withLoading(() => canPreview(doc.url))) setPreview(doc);
    else showErrorAlert((texts) => texts.t('documents.previewFailed'));
  };
  const download = async (doc: DocumentEntry) => {
    if (await withLoading(() => canDownload(doc.url))) saveFile(doc.url, downloadName(labelOf(doc)));
    else showErrorAlert((texts) => texts.t('documents.downloadFailed'));
  };

  if (!documents.length) return <p>{t('documents.empty')}</p>;
  return (
    <>
      <ul className="document-list__items">
        {documents.map((doc) => (
          <li key={doc.url} className="document-list__item">
            <span className="document-list__label">{labelOf(doc)}</span>
            <span className="document-list__actions">
              <button type="button" className="button button--secondary" aria-label={t('documents.previewOf', { label: labelOf(doc) })} onClick={() => void openPreview(doc)}>
                {t('documents.preview')}
              </button>
              <button type="button" className="button" aria-label={t('documents.downloadOf', { label: labelOf(doc) })} onClick={() => void download(doc)}>
                {t('documents.download')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <Modal
        open={preview !== null}
        title={t('documents.previewTitle')}
        maxWidth={PREVIEW_MAX_WIDTH}
        onClose={() => setPreview(null)}
        footer={
          <button type="button" className="button" onClick={() => setPreview(null)}>
            {t('ui.modal.close')}
          </button>
        }
      >
        {preview ? <iframe className="document-list__frame" src={previewSource(preview.url)} title={labelOf(preview)} /> : null}
      </Modal>
    </>
  );
}
