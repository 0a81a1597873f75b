import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useCallOperation } from '../../runtime/operations.js';
import type { ViewStepProps } from '../../runtime/views.js';
import './data-download.css';

/** `options` of the step (schemas/meta/views/data-download.schema.json). */
interface DownloadOptions {
  operation: string;
  quoteFrom?: string;
}

/** Hands the answer to the browser as a file: the server's own JSON, indented for reading. */
function saveFile(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The customer's own data (issue 24): after the code step, one button fetches what the portal keeps
 * of this quote (its leads, consents, quote, payments and messages) and saves it as a JSON file.
 */
export default function DataDownloadView({ state, step }: ViewStepProps) {
  const { t, i18n } = useTranslation();
  const callOperation = useCallOperation();
  const options = step.options as unknown as DownloadOptions;
  const quoteNo = (state[options.quoteFrom ?? 'quote'] as { quoteNo?: string } | undefined)?.quoteNo ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  const download = async () => {
    setBusy(true);
    setError('');
    const result = await callOperation(options.operation, { quoteNo });
    setBusy(false);
    if (!result.ok) {
      const key = `errors.${result.error.code}`;
      return setError(i18n.exists(key, result.error.params) ? t(key, result.error.params ?? {}) : result.error.message);
    }
    saveFile(`my-data-${quoteNo.replace(/[^A-Za-z0-9_-]+/g, '-')}.json`, result.response);
    setDone(true);
  };

  return (
    <div className="data-download" aria-busy={busy}>
      <p>{t('myData.intro')}</p>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void download()}>{t('myData.download')}</button>
      {error && <p className="data-download__error" role="alert">{error}</p>}
      {done && <p className="data-download__done" role="status">{t('myData.downloaded')}</p>}
    </div>
  );
}
