import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ViewStepProps } from '../../runtime/views.js';
import { withLoading } from '../../startup/client-state.js';
import { showErrorAlert } from '../../ui/error-alert.js';
import { Modal } from '../../ui/modal.js';
import { canDownload, canPreview, documentsOf, downloadName, previewSource, saveFile, type DocumentEntry } from './document-actions.js';
import './document-list.css';

/** Spec section 9: the preview dialog is at most 900 px wide. */
const PREVIEW_MAX_WIDTH = 900;

/**
 * A list of PDF documents with Preview and Download. Options: `documentsFrom` (navigation-state key
 * of the list, default "documents") and `homeRoute` (where Home leads, default /motor-insurance).
 */
export default function DocumentListView({ state, step }: ViewStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = (step.options ?? {}) as { documentsFrom?: string; homeRoute?: string };
  const documents = documentsOf(state[options.documentsFrom ?? 'documents']);
  const [preview, setPreview] = useState<DocumentEntry | null>(null);

  const openPreview = async (doc: DocumentEntry) => {
    if (await withLoading(() => canPreview(doc.url))) setPreview(doc);
    else showErrorAlert(t('documents.previewFailed'));
  };
  const download = async (doc: DocumentEntry) => {
    if (await withLoading(() => canDownload(doc.url))) saveFile(doc.url, downloadName(doc.label));
    else showErrorAlert(t('documents.downloadFailed'));
  };

  return (
    <div className="document-list">
      <div className="document-list__top">
        <button type="button" className="button button--secondary" onClick={() => navigate(options.homeRoute ?? '/motor-insurance')}>
          {t('ui.home')}
        </button>
      </div>
      {documents.length ? (
        <ul className="document-list__items">
          {documents.map((doc) => (
            <li key={doc.url} className="document-list__item">
              <span className="document-list__label">{doc.label}</span>
              <span className="document-list__actions">
                <button type="button" className="button button--secondary" aria-label={t('documents.previewOf', { label: doc.label })} onClick={() => void openPreview(doc)}>
                  {t('documents.preview')}
                </button>
                <button type="button" className="button" aria-label={t('documents.downloadOf', { label: doc.label })} onClick={() => void download(doc)}>
                  {t('documents.download')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('documents.empty')}</p>
      )}
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
        {preview ? <iframe className="document-list__frame" src={previewSource(preview.url)} title={preview.label} /> : null}
      </Modal>
    </div>
  );
}
