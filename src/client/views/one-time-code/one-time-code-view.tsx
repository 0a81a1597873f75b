import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useCallOperation } from '../../runtime/operations.js';
import { buildBody, readSource, type StepResult, type Values } from '../../runtime/outcome.js';
import type { ViewStepProps } from '../../runtime/views.js';
import './one-time-code.css';

/** `options` of the step (schemas/meta/views/one-time-code.schema.json). */
interface CodeOptions {
  purpose: string;
  quoteFrom?: string;
  /** The policy as the lookup form before designated it: API field -> source (`form.<field>`). */
  policyFrom?: Record<string, string>;
  /** Without a quote in the state: the source of the handle a renewal or premium lookup answered (issue 31), e.g. `state.lookup`. */
  lookupFrom?: string;
  channel?: 'sms' | 'whatsapp';
  sendOperation: string;
  verifyOperation: string;
}

/**
 * "•••• 4567" kept left to right inside an Arabic sentence (Unicode isolates; the bullets alone
 * would turn), and on one line (no-break space: a phone broke it after the bullets).
 */
const isolated = (text: string) => `\u2066${text.replace(/ /g, '\u00a0')}\u2069`;

interface Sent {
  maskedMobile: string;
  resendInSeconds: number;
  /** The server says this client already confirmed a code for this step: none was sent. */
  confirmed?: boolean;
}

/**
 * The code screen (issue 24): a 6-digit code goes to the mobile on the insurer's record as the
 * step opens; the customer sees only its last four digits, types (or the phone fills in, through
 * autocomplete="one-time-code") the code, and the journey moves on once the server accepts it.
 */
export default function OneTimeCodeView({ state, step, entered, complete }: ViewStepProps) {
  const { t, i18n } = useTranslation();
  // Not a fixed id: the studio's preview draws this view twice (English, Arabic), each label with its own input.
  const inputId = useId();
  // Through the screen's caller: the studio's preview answers with samples instead of the API.
  const callOperation = useCallOperation();
  const options = step.options as unknown as CodeOptions;
  // What the code is for: the policy as typed on the lookup form, else the quote of the state, else
  // the quote a lookup found, by the handle it answered (issue 31: the quote comes with the code).
  const quoteNo = (state[options.quoteFrom ?? 'quote'] as { quoteNo?: string } | undefined)?.quoteNo;
  const lookup = options.lookupFrom ? readSource(options.lookupFrom, { form: entered?.form ?? {}, tab: entered?.tab, state }) : undefined;
  const subject: Values = options.policyFrom
    ? buildBody(options.policyFrom, { form: entered?.form ?? {}, tab: entered?.tab, state })
    : !quoteNo && typeof lookup === 'string' && lookup
      ? { lookup }
      : { quoteNo: quoteNo ?? '' };
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  const sentence = (maskedMobile: string) => t(options.policyFrom ? 'otp.sentToPolicy' : 'otp.sentTo', { mobile: isolated(maskedMobile) });

  const problem = (result: StepResult) => {
    if (result.ok) return '';
    const key = `errors.${result.error.code}`;
    return i18n.exists(key, result.error.params) ? t(key, result.error.params ?? {}) : result.error.message;
  };

  const send = async (again: boolean) => {
    setBusy(true);
    setError('');
    const language = i18n.language === 'ar' ? 'ar' : 'en';
    // `resend` only for "Send again": on opening (a reload too) the server keeps a live code rather than refuse a second.
    const result = await callOperation(options.sendOperation, { purpose: options.purpose, ...subject, language, ...(options.channel ? { channel: options.channel } : {}), ...(again ? { resend: true } : {}) });
    setBusy(false);
    if (!result.ok) return setError(problem(result));
    const data = (result.response as { data: Sent }).data;
    // Confirmed within its 15 minutes (the summary reloaded, say): nothing to type.
    if (data.confirmed) return complete(result.response);
    setSent(data);
    setWait(data.resendInSeconds);
    if (again) setNotice(t('otp.resent'));
  };

  // Once per screen (React's development double effect must not send two codes).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void send(false);
  }, []);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setNotice('');
    const result = await callOperation(options.verifyOperation, { purpose: options.purpose, ...subject, code: code.trim() });
    setBusy(false);
    if (!result.ok) {
      // An expired (or used) code holds no spacing on the server: a new one may be asked for now.
      if (result.error.code === 'OTP_EXPIRED') setWait(0);
      return setError(problem(result));
    }
    complete(result.response);
  };

  return (
    <form className="one-time-code" onSubmit={(e) => void verify(e)} aria-busy={busy}>
      {/* While the code is on its way, the sentence that will replace "Sending…" holds its room
          (hidden, with a stand-in number), so the field below does not jump when it comes: a
          layout shift of 0.066 on the Arabic phone page, where the sentence takes three lines. */}
      <div className="one-time-code__sent-room">
        {sent ? null : <p className="one-time-code__sizer" aria-hidden="true">{sentence('•••• 0000')}</p>}
        <p className="one-time-code__sent">{sent ? sentence(sent.maskedMobile) : t('otp.sending')}</p>
      </div>
      <label className="one-time-code__label" htmlFor={inputId}>{t('otp.label')}</label>
      <input
        id={inputId} name="code" className="one-time-code__input" dir="ltr" inputMode="numeric" autoComplete="one-time-code"
        pattern="[0-9]{6}" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        aria-invalid={error !== ''} aria-describedby={error ? `${inputId}-error` : undefined}
      />
      {error && <p id={`${inputId}-error`} className="one-time-code__error" role="alert">{error}</p>}
      {notice && <p className="one-time-code__notice" role="status">{notice}</p>}
      <div className="one-time-code__actions">
        <button type="submit" className="button button--primary" disabled={busy || code.length !== 6}>{t('otp.verify')}</button>
        <button type="button" className="button button--secondary" disabled={busy || wait > 0} onClick={() => void send(true)}>{t('otp.resend')}</button>
      </div>
      {wait > 0 && <p className="one-time-code__wait">{t('otp.resendIn', { count: wait })}</p>}
    </form>
  );
}
