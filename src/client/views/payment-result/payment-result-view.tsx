import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useLocation, useNavigate } from 'react-router';
import type { ResolvedForm } from '../../../config/resolve.js';
import { useCallOperation } from '../../runtime/operations.js';
import type { Values } from '../../runtime/outcome.js';
import type { ViewStepProps } from '../../runtime/views.js';
import { partOptions } from '../display-cards/card-values.js';
import { routeLinks } from '../landing/landing-options.js';
import { DisplayCards } from '../display-cards/display-cards.js';
import { NeedHelp } from './need-help.js';
import { brOf, takePaymentResponse, type PaymentResponse } from './payment-response.js';
import { PolicyDocuments } from './policy-documents.js';
import { Link } from '../../ui/route-link.js';
import './payment-result.css';

type Loaded = { kind: 'loading' } | { kind: 'done'; response: PaymentResponse | null };

function useResponse(br: string): Loaded {
  const call = useCallOperation();
  const [loaded, setLoaded] = useState<Loaded>(br ? { kind: 'loading' } : { kind: 'done', response: null });
  useEffect(() => {
    if (!br) return undefined;
    let live = true;
    void takePaymentResponse(br, call).then((response) => live && setLoaded({ kind: 'done', response }));
    return () => {
      live = false;
    };
  }, [br, call]);
  return loaded;
}

function cardsOf({ step, forms }: Pick<ViewStepProps, 'step' | 'forms'>): ResolvedForm[] {
  return (step.forms ?? []).map((id) => forms[id]).filter((form): form is ResolvedForm => !!form && partOptions(form).part === 'cards');
}

/**
 * What was actually sent, per the customer's preferences: the spec's sentence when it is all true
 * (WhatsApp, e-mail and the SMS link), else the parts that are.
 */
export function sentText(sentBy: string[], t: (key: string) => string): string {
  const by = new Set(sentBy);
  if (by.has('whatsapp') && by.has('email') && by.has('sms')) return t('payment.success.sent');
  const main = by.has('whatsapp') && by.has('email') ? 'sentWhatsappEmail' : by.has('whatsapp') ? 'sentWhatsapp' : by.has('email') ? 'sentEmail' : '';
  const parts = [main, by.has('sms') ? (main ? 'smsAlso' : 'smsOnly') : ''].filter(Boolean);
  return (parts.length ? parts : ['sentNone']).map((key) => t(`payment.success.${key}`)).join(' ');
}

/** Payment success (spec section 2); not paid, the customer is shown the failure page instead. */
export function PaymentSuccessView({ step, forms }: ViewStepProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const br = brOf(search);
  const loaded = useResponse(br);
  const response = loaded.kind === 'done' ? loaded.response : null;
  const failed = loaded.kind === 'done' && !response?.paid;
  useEffect(() => {
    if (failed) navigate(`/motor-insurance/payment-error${br ? `?br=${encodeURIComponent(br)}` : ''}`, { replace: true });
  }, [failed, br, navigate]);
  if (!response?.paid) return <p className="result-pending" aria-busy="true">{t('payment.loading')}</p>;
  return (
    <div className="payment-result payment-result--success">
      <div className="payment-result__icon" aria-hidden="true">✓</div>
      <p className="payment-result__heading">{t('payment.success.heading')}</p>
      <p>{t('payment.success.thanks')}</p>
      {cardsOf({ step, forms }).map((form) => <DisplayCards key={form.id} form={form} data={response as unknown as Values} />)}
      <p>{sentText(response.sentBy ?? [], t)}</p>
      <PolicyDocuments documents={response.documents} />
      {routeLinks((step.options as { links?: unknown } | undefined)?.links).map((link) => (
        <p key={link.route} className="payment-result__link"><Link to={link.route}>{t(link.label)}</Link></p>
      ))}
      <DataDownloadLink option={(step.options as { dataDownload?: unknown } | undefined)?.dataDownload} quoteNo={response.mer_param_2} />
      <NeedHelp />
    </div>
  );
}

/** The way to the customer's own data (issue 24): its journey opens with this payment's quote. */
function DataDownloadLink({ option, quoteNo }: { option: unknown; quoteNo: string }) {
  const { t } = useTranslation();
  const [link] = routeLinks(option ? [option] : []);
  if (!link || !quoteNo) return null;
  return <p className="payment-result__link"><Link to={link.route} state={{ quote: { quoteNo } }}>{t(link.label)}</Link></p>;
}

/**
 * Payment failure (spec section 2). The quote goes back to status Quote, payment Failed on the
 * server, where the payment's outcome is settled (reading the response settles it): the browser
 * says nothing about statuses.
 */
export function PaymentFailureView({ step, forms }: ViewStepProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const loaded = useResponse(brOf(search));
  const response = loaded.kind === 'done' ? loaded.response : null;
  if (loaded.kind === 'loading') return <p className="result-pending" aria-busy="true">{t('payment.loading')}</p>;
  return (
    <div className="payment-result payment-result--failure">
      <div className="payment-result__icon" aria-hidden="true">✕</div>
      <p className="payment-result__heading">{t('payment.failure.heading')}</p>
      <p>{t('payment.failure.retry')}</p>
      {response ? cardsOf({ step, forms }).map((form) => <DisplayCards key={form.id} form={form} data={response as unknown as Values} />) : null}
      <NeedHelp />
    </div>
  );
}
