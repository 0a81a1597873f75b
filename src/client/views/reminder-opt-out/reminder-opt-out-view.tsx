import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.js';
import { Link } from '../../ui/route-link.js';
import { useCallOperation } from '../../runtime/operations.js';
import type { ViewStepProps } from '../../runtime/views.js';
import './reminder-opt-out.css';

/** `options` of the step (schemas/meta/views/reminder-opt-out.schema.json). */
interface OptOutOptions {
  operation: string;
  homeRoute?: string;
}

type Outcome = { kind: 'working' } | { kind: 'done'; policyNo: string } | { kind: 'refused'; key: 'expired' | 'invalid' } | { kind: 'failed' };

// The policy number (Latin letters, digits and slashes) is isolated left to right inside the
// sentence (LRI ... PDI), so an Arabic sentence keeps its full stop at its own end.

/**
 * The page of a renewal reminder's opt-out link (`?link=<token>`): it records the opt-out as it
 * opens (the server checks the signed link and keeps the policy and mobile) and confirms it, in
 * the page's language. A link that is expired, forged or cut short says so; a failure to reach
 * the server offers another try.
 */
export default function ReminderOptOutView({ step }: ViewStepProps) {
  const { t } = useTranslation();
  const callOperation = useCallOperation();
  const location = useLocation();
  const options = step.options as unknown as OptOutOptions;
  const token = new URLSearchParams(location.search).get('link') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const asked = useRef(false);

  const record = async () => {
    setOutcome({ kind: 'working' });
    if (!token) return setOutcome({ kind: 'refused', key: 'invalid' });
    const result = await callOperation(options.operation, { token });
    if (result.ok) return setOutcome({ kind: 'done', policyNo: (result.response as { data: { policyNo: string } }).data.policyNo });
    const code = result.error.code;
    if (code === 'LINK_EXPIRED') return setOutcome({ kind: 'refused', key: 'expired' });
    // A token the API's schema refuses (cut short, altered) is as invalid as a forged one.
    if (code === 'LINK_INVALID' || code === 'VALIDATION_FAILED') return setOutcome({ kind: 'refused', key: 'invalid' });
    setOutcome({ kind: 'failed' });
  };

  // Once per page (React's development double effect must not record twice; twice is harmless anyway).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void record();
  }, []);

  const home = (
    <Link className="button button--secondary" to={options.homeRoute ?? '/motor-insurance'}>
      {t('reminders.optOut.home')}
    </Link>
  );
  return (
    <section className="reminder-opt-out" aria-live="polite" aria-busy={outcome.kind === 'working'}>
      {outcome.kind === 'working' && <p>{t('reminders.optOut.working')}</p>}
      {outcome.kind === 'done' && (
        <>
          <p className="reminder-opt-out__done" role="status">
            {t('reminders.optOut.done', { policyNo: `\u2066${outcome.policyNo}\u2069` })}
          </p>
          <p>{t('reminders.optOut.doneDetail')}</p>
          {home}
        </>
      )}
      {outcome.kind === 'refused' && (
        <>
          <p className="reminder-opt-out__problem" role="alert">{t(`reminders.optOut.${outcome.key}`)}</p>
          {home}
        </>
      )}
      {outcome.kind === 'failed' && (
        <>
          <p className="reminder-opt-out__problem" role="alert">{t('reminders.optOut.failed')}</p>
          <button type="button" className="button" onClick={() => void record()}>
            {t('reminders.optOut.retry')}
          </button>
        </>
      )}
    </section>
  );
}
