// /sandbox/outbox as the customer would see it: text messages and WhatsApp messages as bubbles on
// a phone, e-mails as a mail client's list, newest first, in English or Arabic (?lang=ar).
import type { OutboxEntry } from './outbox-store.js';

export type PageLanguage = 'en' | 'ar';

const TEXT = {
  en: {
    title: 'Sandbox outbox', intro: 'Every message the portal sent through the sandbox providers, newest first.',
    phone: 'Phone', mail: 'Mail', sms: 'SMS', whatsapp: 'WhatsApp', none: 'No messages yet.', to: 'To', filter: 'Show messages to',
    show: 'Show', all: 'Everyone', json: 'As JSON', other: 'العربية',
  },
  ar: {
    title: 'صندوق الرسائل الصادرة (التجريبي)', intro: 'كل رسالة أرسلها البوابة عبر المزودين التجريبيين، الأحدث أولًا.',
    phone: 'الهاتف', mail: 'البريد', sms: 'رسالة نصية', whatsapp: 'واتساب', none: 'لا توجد رسائل بعد.', to: 'إلى', filter: 'عرض الرسائل المرسلة إلى',
    show: 'عرض', all: 'الجميع', json: 'بصيغة JSON', other: 'English',
  },
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const linked = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<&]+/g, (url) => `<a href="${url}" rel="noreferrer">${url}</a>`);
const when = (iso: string, lang: PageLanguage) =>
  new Date(iso).toLocaleString(lang === 'ar' ? 'ar-OM' : 'en-GB', { timeZone: 'Asia/Muscat', dateStyle: 'medium', timeStyle: 'short' });

export function outboxPage(entries: OutboxEntry[], lang: PageLanguage, to: string | undefined): string {
  const t = TEXT[lang];
  const phone = entries.filter((e) => e.channel !== 'email');
  const mail = entries.filter((e) => e.channel === 'email');
  const query = (l: PageLanguage) => `?lang=${l}${to ? `&to=${encodeURIComponent(to)}` : ''}`;
  const bubble = (e: OutboxEntry) => `<li class="bubble ${e.channel}" lang="${escapeHtml(e.language)}" dir="auto">
  <span class="meta">${t[e.channel as 'sms' | 'whatsapp']} · ${t.to} ${escapeHtml(e.to)} · <time datetime="${e.sentAt}">${escapeHtml(when(e.sentAt, lang))}</time></span>
  <p>${linked(e.text)}</p></li>`;
  const letter = (e: OutboxEntry) => `<li class="letter" lang="${escapeHtml(e.language)}" dir="auto">
  <p class="meta">${t.to} ${escapeHtml(e.to)} · <time datetime="${e.sentAt}">${escapeHtml(when(e.sentAt, lang))}</time></p>
  <h3>${escapeHtml(e.subject ?? '')}</h3><p>${linked(e.text)}</p></li>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title><link rel="stylesheet" href="outbox.css"></head>
<body><header><h1>${t.title}</h1><p>${t.intro}</p>
<form method="get"><input type="hidden" name="lang" value="${lang}"><label>${t.filter} <input name="to" value="${escapeHtml(to ?? '')}" dir="ltr"></label>
<button>${t.show}</button> <a href="?lang=${lang}">${t.all}</a> · <a href="outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}">${t.json}</a> ·
<a href="${query(lang === 'en' ? 'ar' : 'en')}" lang="${lang === 'en' ? 'ar' : 'en'}">${t.other}</a></form></header>
<main><section class="phone" aria-label="${t.phone}"><h2>${t.phone}</h2>
${phone.length ? `<ul>${phone.map(bubble).join('\n')}</ul>` : `<p>${t.none}</p>`}</section>
<section class="mail" aria-label="${t.mail}"><h2>${t.mail}</h2>
${mail.length ? `<ul>${mail.map(letter).join('\n')}</ul>` : `<p>${t.none}</p>`}</section></main></body></html>`;
}

export const OUTBOX_CSS = `body{font-family:system-ui,"Noto Naskh Arabic",sans-serif;margin:0;background:#eef1f5;color:#1b2430}
header{padding:1rem 1.5rem;background:#fff;border-bottom:1px solid #d5dbe3}h1{margin:0 0 .25rem;font-size:1.4rem}
main{display:flex;flex-wrap:wrap;gap:1.5rem;padding:1.5rem}section h2{font-size:1.1rem;margin:0 0 .75rem}
.phone{width:22rem;max-width:100%;background:#111;border-radius:2rem;padding:1.25rem .9rem;color:#fff}
.phone ul,.mail ul{list-style:none;margin:0;padding:0}
.bubble{background:#2b2f36;border-radius:1rem;padding:.6rem .8rem;margin:0 0 .75rem}.bubble.whatsapp{background:#075e54}
.bubble p{margin:.3rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}.bubble a{color:#9fd3ff}.meta{font-size:.75rem;opacity:.8}
.mail{flex:1;min-width:18rem;background:#fff;border-radius:.5rem;padding:1rem}
.letter{border-bottom:1px solid #e2e6eb;padding:.75rem 0}.letter h3{margin:.25rem 0;font-size:1rem}.letter p{white-space:pre-wrap;overflow-wrap:anywhere}`;
