import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useNavigate } from 'react-router';
import type { ResolvedForm } from '../../../config/resolve.js';
import { featureAllows } from '../../../config/forms/features.js';
import { featuresOf } from '../../runtime/effects.js';
import { useCallOperation } from '../../runtime/operations.js';
import { messageText, type Values } from '../../runtime/outcome.js';
import type { ViewStepProps } from '../../runtime/views.js';
import { usePartnerConfig, withLoading } from '../../startup/client-state.js';
import { showErrorAlert } from '../../ui/error-alert.js';
import { partOptions } from '../display-cards/card-values.js';
import { DisplayCards } from '../display-cards/display-cards.js';
import { startPayment, type PayOptions } from './pay.js';
import { PlansPart } from './plans-part.js';
import { PreferencesPart } from './preferences-part.js';
import { PromoPart, type PromoResult } from './promo-part.js';
import { missingAllOf, offersPlanChoice, packagesOf, partField, prefilled } from './summary-data.js';
import { noticesOf, PremiumLine, SummaryNotices, type PremiumOption } from './summary-notes.js';
import { TermsPart } from './terms-part.js';
import './quote-summary.css';

/** Quote summary (spec section 2): the parts are the step's forms, each shown as its `ui:options.part` says. */
export default function QuoteSummaryView({ state, step, forms }: ViewStepProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const partnerConfig = usePartnerConfig();
  const callOperation = useCallOperation();
  const features = featuresOf(partnerConfig);
  const quote = (state.quote ?? {}) as Values;
  const parts = (step.forms ?? []).map((id) => forms[id]).filter((form): form is ResolvedForm => !!form);
  const shown = parts.filter((form) => {
    if (!featureAllows(features, partOptions(form).feature)) return false;
    return partOptions(form).part !== 'plans' || offersPlanChoice(quote, features.multiplePlans);
  });
  const partForm = (part: string) => shown.find((form) => partOptions(form).part === part);
  const prefsForm = partForm('preferences');
  const plansForm = partForm('plans');
  const planOffered = !!plansForm;

  const [prefs, setPrefs] = useState<Values>(() => prefilled(prefsForm && partOptions(prefsForm).prefill, quote));
  const [prefsValid, setPrefsValid] = useState(false);
  const [planId, setPlanId] = useState<string | undefined>(() => (planOffered ? undefined : packagesOf(quote)[0]?.planId));
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const [accepted, setAccepted] = useState(false);

  const onlyPackage = packagesOf(quote).length === 1 ? packagesOf(quote)[0] : undefined;
  const chosenPackage = packagesOf(quote).find((pkg) => pkg.planId === planId) ?? onlyPackage;
  const cardData: Values = { ...quote, plan: chosenPackage?.plan ?? '', planId: chosenPackage?.planId ?? '' };
  const atLeastOne = prefsForm ? (partOptions(prefsForm).atLeastOne as { fields: string[] } | undefined) : undefined;
  const canPay = accepted && (!prefsForm || (prefsValid && !missingAllOf(atLeastOne?.fields, prefs))) && (!planOffered || !!planId);

  const choosePlan = (form: ResolvedForm, id: string) =>
    void withLoading(async () => {
      const result = await callOperation(String(partOptions(form).confirm), { quoteNo: quote.quoteNo, packageId: id, prodId: quote.prodId });
      if (!result.ok) return showErrorAlert((texts) => messageText('response', result, texts));
      setPlanId(id);
      setPromo(null);
    });

  const applyPromo = (form: ResolvedForm, code: string) =>
    void withLoading(async () => {
      const result = await callOperation(String(partOptions(form).apply ?? 'apply-promo-code'), {
        promoCode: code, quoteNo: quote.quoteNo, srcBusId: partnerConfig?.SRC_BUS_ID,
      });
      if (!result.ok) return showErrorAlert((texts) => messageText('response', result, texts));
      setPromo((result.response as { data: PromoResult }).data);
    });

  const payOptions = (step.options as { pay?: PayOptions } | undefined)?.pay;
  // The customer's choices by form field: the preferences form's data and each one-field part's
  // value. The plan goes even when no choice was shown (the quote's one plan): the server decides
  // from its own record of the quote whether the plans form applies.
  const choices = (): Values => {
    const one = (part: string, value: unknown): Values => {
      const field = partField(parts.find((form) => partOptions(form).part === part));
      return field && value !== undefined && value !== null ? { [field]: value } : {};
    };
    const plan = planId ?? onlyPackage?.planId;
    return { ...(prefsForm ? prefs : {}), ...one('plans', plan), ...one('promo', promo?.promoCode), ...one('terms', accepted) };
  };
  const pay = () =>
    void withLoading(async () => {
      if (!payOptions) return showErrorAlert((texts) => texts.t('errors.PAYMENT_VALIDATION_FAILED'));
      const outcome = await startPayment(payOptions, {
        quoteNo: String(quote.quoteNo ?? ''), transId: payOptions.lead ? state[payOptions.lead] : undefined,
        choices: choices(), language: i18n.language === 'ar' ? 'ar' : 'en',
      });
      if (outcome.kind === 'error') return showErrorAlert((texts) => messageText('response', outcome.result, texts));
      if (outcome.kind === 'result') return navigate(`${payOptions.resultRoute}?br=${encodeURIComponent(outcome.br)}`);
      window.location.assign(outcome.url);
    });
  const premiumOption = (step.options as { premium?: PremiumOption } | undefined)?.premium;

  return (
    <div className="quote-summary">
      <SummaryNotices notices={noticesOf(step.options)} state={state} quote={quote} />
      {shown.map((form) => {
        switch (partOptions(form).part) {
          case 'cards':
            return <DisplayCards key={form.id} form={form} data={cardData} />;
          case 'plans':
            return <PlansPart key={form.id} form={form} packages={packagesOf(quote)} chosen={planId} onChoose={(id) => choosePlan(form, id)} />;
          case 'preferences':
            return <PreferencesPart key={form.id} form={form} data={prefs} onChange={setPrefs} onValidity={setPrefsValid} />;
          case 'promo':
            return <PromoPart key={form.id} form={form} result={promo} onApply={(code) => applyPromo(form, code)} onEdit={() => setPromo(null)} />;
          case 'terms':
            return <TermsPart key={form.id} form={form} links={(partnerConfig?.LINKS ?? {}) as Record<string, string>} accepted={accepted} onChange={setAccepted} />;
          default:
            return null;
        }
      })}
      <PremiumLine option={premiumOption} premium={premiumOption ? state[premiumOption.from] : undefined} net={promo?.netPayablePremium} />
      <div className="form-actions">
        <button type="button" className="button" disabled={!canPay} onClick={pay}>
          {t(step.submit?.label ?? 'summary.pay')}
        </button>
      </div>
    </div>
  );
}
