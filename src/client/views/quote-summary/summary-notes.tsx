import { useTranslation } from '../../lib/use-translation.js';
import { formatOmr } from '../../lib/format.js';
import type { Values } from '../../runtime/outcome.js';
import { BidiText } from '../../ui/bidi.js';
import { hasArabic } from '../display-cards/card-values.js';

/** A notice of the step's `options.notices`: shown when the navigation state has `when` set. */
export interface SummaryNotice {
  when: string;
  message: string;
}

/** `options.premium`: the navigation-state key of the server's payable premium and its labels. */
export interface PremiumOption {
  from: string;
  label: string;
  netLabel?: string;
}

export function noticesOf(options: unknown): SummaryNotice[] {
  const notices = (options as { notices?: unknown } | undefined)?.notices;
  return Array.isArray(notices) ? notices.filter((n): n is SummaryNotice => typeof n?.when === 'string' && typeof n?.message === 'string') : [];
}

/** Why this quote and not a new one: e.g. the vehicle's earlier active quote was continued, for which product. */
export function SummaryNotices({ notices, state, quote }: { notices: SummaryNotice[]; state: Values; quote: Values }) {
  const { t, i18n } = useTranslation();
  const productKey = `catalog.products.${String(quote.prodId ?? '')}`;
  const product = i18n.exists(productKey) ? t(productKey) : String(quote.product ?? '');
  const shown = notices.filter((notice) => state[notice.when] === true);
  if (!shown.length) return null;
  return (
    <div className="summary-notices">
      {shown.map((notice) => (
        <p key={notice.when} className="summary-notice" role="status" data-testid={`notice-${notice.when}`}>
          <span className="summary-notice__icon" aria-hidden="true">i</span>
          <span><BidiText text={t(notice.message, { quoteNo: String(quote.quoteNo ?? ''), product })} /></span>
        </p>
      ))}
    </div>
  );
}

/** The amount to pay, as the server priced the quote, right above PAY PREMIUM; a promo shows its net. */
export function PremiumLine({ option, premium, net }: { option: PremiumOption | undefined; premium: unknown; net: string | undefined }) {
  const { t, i18n } = useTranslation();
  const amount = (premium as { amount?: unknown } | undefined)?.amount;
  if (!option || typeof amount !== 'string') return null;
  // An amount with the Arabic currency sign reads right to left (figure first); isolated either way.
  const figure = (value: string) => {
    const text = formatOmr(value, i18n.language);
    return <bdi dir={hasArabic(text) ? 'rtl' : 'ltr'}>{text}</bdi>;
  };
  return (
    <dl className="summary-premium" data-testid="summary-premium">
      <div>
        <dt>{t(option.label)}</dt>
        <dd>{figure(amount)}</dd>
      </div>
      {net && option.netLabel ? (
        <div>
          <dt>{t(option.netLabel)}</dt>
          <dd>{figure(net)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
