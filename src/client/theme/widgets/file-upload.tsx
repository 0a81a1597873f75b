import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { formatKb } from '../rules.js';

/** A registration card or licence is read from its two sides (spec section 9). */
export const FILES_TO_UPLOAD = 2;

export interface FileUploadProps {
  id: string;
  /** Translated label; empty when a field template already labels the input. */
  label: string;
  onUpload: (files: File[]) => void;
  accept?: string;
  /** Starting selection, for the showcase and tests. */
  initialFiles?: File[];
}

export function FileUpload({ id, label, onUpload, accept = 'image/*', initialFiles = [] }: FileUploadProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>(initialFiles);
  return (
    <div className="file-upload">
      {label ? (
        <label className="file-upload__label" htmlFor={id}>
          {label}
        </label>
      ) : null}
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        className="file-upload__input"
        onChange={(event) => setFiles([...(event.target.files ?? [])])}
      />
      {files.length > 0 ? (
        <ul className="file-upload__list" aria-label={t('ui.upload.selected')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <bdi>{file.name}</bdi> <span dir="ltr">({t('ui.upload.sizeKb', { size: formatKb(file.size) })})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length !== FILES_TO_UPLOAD ? (
        <p className="file-upload__hint">{t('ui.upload.hint', { count: FILES_TO_UPLOAD })}</p>
      ) : (
        <button type="button" className="button" onClick={() => onUpload(files)}>
          {t('ui.upload.button')}
        </button>
      )}
    </div>
  );
}
