import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useCallOperation } from '../../runtime/operations.js';

/**
 * "Send again" (issue 24): the policy's documents to the contacts on record. The server asks for
 * a one-time code confirmed for this policy (403 OTP_REQUIRED otherwise) and limits how often.
 * One request id per press: a retry of the same press sends nothing twice.
 */
export function SendAgain({ operation, policyNo }: { operation: string; policyNo: string }) {
  const { t, i18n } = useTranslation();
  const call = useCallOperation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const requestId = useRef<string>('');

  const send = async () => {
    setBusy(true);
    setError('');
    setNotice('');
    if (!requestId.current) requestId.current = crypto.randomUUID();
    const result = await call(operation, { policyNo, requestId: requestId.current, language: i18n.language === 'ar' ? 'ar' : 'en' });
    setBusy(false);
    if (!result.ok) {
      // A network failure keeps the id (its retry is the same request); an answer ends it.
      if (result.error.code) requestId.current = '';
      const key = `errors.${result.error.code}`;
      return setError(i18n.exists(key, result.error.params) ? t(key, result.error.params ?? {}) : result.error.message);
    }
    requestId.current = '';
    const channels = (result.response as { data: { channels: string[] } }).data.channels;
    setNotice(channels.length ? t('documents.resent', { channels: channels.map((c) => t(`documents.channels.${c}`)).join(t('documents.channelSeparator')) }) : t('documents.noContacts'));
  };

  return (
    <div className="document-list__resend">
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void send()}>{t('documents.sendAgain')}</button>
      <p role="status" className="document-list__notice">{notice}</p>
      {error ? <p role="alert" className="document-list__error">{error}</p> : null}
    </div>
  );
}
