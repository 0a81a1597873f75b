// Server-rendered pages of the sandbox gateway. The portal's Content-Security-Policy allows no
// inline script or style, so these are plain forms with an external stylesheet, and the way
// back to the merchant is a form the customer submits with Continue (works without JavaScript).
import { formatOmr } from '../../protocols/payment/omr-amount.js';
import { PAGE_TEXT, type PageLanguage, type PageText } from './page-text.js';
import { TEST_CARDS, groupCardNumber } from './test-cards.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function layout(lang: PageLanguage, base: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(base)}/checkout.css">
</head>
<body>
<main class="pay">
<p class="pay-test-mode">${escapeHtml(PAGE_TEXT[lang].testMode)}</p>
${body}
</main>
</body>
</html>
`;
}

/** The portal's digit convention (docs/staff-guide.md, "Digits and identifiers"): Latin digits, 3 decimals, thousands grouped. */
export function displayAmount(baiza: number): string {
  const [whole = '0', decimals = '000'] = formatOmr(baiza).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

/** An HTML fragment (already escaped): "OMR 105.250", or "105.250 ر.ع." in Arabic. */
function money(t: PageText, lang: PageLanguage, baiza: number, currency: string): string {
  const unit = escapeHtml(currency === 'OMR' ? t.currencyOmr : currency);
  const figure = `<bdi dir="ltr">${displayAmount(baiza)}</bdi>`;
  return lang === 'ar' ? `${figure} ${unit}` : `${unit} ${figure}`;
}

export interface CheckoutView {
  lang: PageLanguage;
  base: string;
  merchantName: string;
  trackingId: string;
  orderId: string;
  quoteNo: string;
  amountBaiza: number;
  currency: string;
  error?: string;
  cardNumber?: string;
}

export function checkoutPage(v: CheckoutView): string {
  const t = PAGE_TEXT[v.lang];
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
  const cards = TEST_CARDS.map(
    (card) => `<tr><td><bdi dir="ltr">${groupCardNumber(card.number)}</bdi></td><td>${escapeHtml(card.label[v.lang])}</td></tr>`,
  ).join('\n');
  const error = v.error ? `<p class="pay-error" role="alert" id="card-error">${escapeHtml(v.error)}</p>` : '';
  const body = `<h1>${escapeHtml(t.title)}</h1>
<dl class="pay-summary">
${row(t.merchant, escapeHtml(v.merchantName))}
${row(t.quoteNo, `<bdi dir="ltr">${escapeHtml(v.quoteNo)}</bdi>`)}
${row(t.orderId, `<bdi dir="ltr">${escapeHtml(v.orderId)}</bdi>`)}
${row(t.amount, `<strong class="pay-amount">${money(t, v.lang, v.amountBaiza, v.currency)}</strong>`)}
</dl>
<form class="pay-form" method="post" action="${escapeHtml(v.base)}/checkout/${escapeHtml(v.trackingId)}">
${error}
<label for="card_number">${escapeHtml(t.cardNumber)}</label>
<input id="card_number" name="card_number" type="text" inputmode="numeric" autocomplete="cc-number" dir="ltr"
  required maxlength="23" aria-describedby="card-hint${v.error ? ' card-error' : ''}" value="${escapeHtml(v.cardNumber ?? '')}">
<p class="pay-hint" id="card-hint">${escapeHtml(t.cardHint)}</p>
<div class="pay-actions">
<button type="submit" name="action" value="pay" class="pay-primary">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="decline" formnovalidate>${escapeHtml(t.decline)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>
<section class="pay-cards">
<h2>${escapeHtml(t.testCards)}</h2>
<table><tbody>
${cards}
</tbody></table>
</section>`;
  return layout(v.lang, v.base, t.title, body);
}

export interface ResultView {
  lang: PageLanguage;
  base: string;
  merchantName: string;
  outcome: 'paid' | 'declined' | 'cancelled';
  trackingId: string;
  orderId: string;
  amountBaiza: number;
  currency: string;
  /** Where the form goes: the request's redirect_url, or its cancel_url after Cancel. */
  returnUrl: string;
  encResp: string;
}

export function resultPage(v: ResultView): string {
  const t = PAGE_TEXT[v.lang];
  const title = { paid: t.paidTitle, declined: t.declinedTitle, cancelled: t.cancelledTitle }[v.outcome];
  const body = `<h1 class="pay-outcome pay-outcome-${v.outcome}">${escapeHtml(title)}</h1>
<dl class="pay-summary">
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(v.merchantName)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${money(t, v.lang, v.amountBaiza, v.currency)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd><bdi dir="ltr">${escapeHtml(v.trackingId)}</bdi></dd>
</dl>
<form class="pay-form" method="post" action="${escapeHtml(v.returnUrl)}">
<input type="hidden" name="encResp" value="${escapeHtml(v.encResp)}">
<input type="hidden" name="orderNo" value="${escapeHtml(v.orderId)}">
<p class="pay-hint">${escapeHtml(t.continueHint)}</p>
<div class="pay-actions"><button type="submit" class="pay-primary">${escapeHtml(t.continue)}</button></div>
</form>`;
  return layout(v.lang, v.base, title, body);
}

export function errorPage(lang: PageLanguage, base: string, code: string, message: string): string {
  const t = PAGE_TEXT[lang];
  const body = `<h1>${escapeHtml(t.errorTitle)}</h1>
<p class="pay-error" role="alert">${escapeHtml(message)} <bdi dir="ltr">(${escapeHtml(code)})</bdi></p>`;
  return layout(lang, base, t.errorTitle, body);
}
