// Test-only helpers of the payment tests: the API over real HTTP with the browser's token and
// origin, and the sandbox's renewal quote of plate 1001 A.
import type { TestApp } from './test-app.js';

/** JSON calls over real HTTP as the browser makes them; `session` names another client's token. */
export function apiClient(t: TestApp) {
  return async (method: string, path: string, body?: unknown, session?: string) => {
    const base = t.app.localBaseUrl();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: t.bearer(session), ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: base },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
}

/**
 * A renewal or premium lookup as the browser does it (issue 31): the lookup answers a handle, the
 * code sent for it is read from the sandbox outbox and confirmed, and that answers the quote (and
 * binds it to this client). Throws when the lookup answers anything but 200.
 */
export async function lookUpQuote(
  t: TestApp, path: '/api/v1/motor/renewals/lookup' | '/api/v1/motor/premiums/lookup', body: Record<string, string>, session: Asker = 'test-session',
): Promise<{ quote: Record<string, any>; premium?: { planId: string; amount: string } }> {
  const base = t.app.localBaseUrl();
  const res = await fetch(`${base}${path}`, {
    method: 'POST', headers: { authorization: authorizationOf(t, session), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, any>;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status} ${JSON.stringify(answer)}`);
  const data = await confirmCodeFor(t, { lookup: answer.lookup as string }, 'payment', session);
  return { quote: data.quote as Record<string, any>, ...(data.premium ? { premium: data.premium as { planId: string; amount: string } } : {}) };
}

/** The renewal quote of 1001 A, looked up and its code confirmed as the browser does (which binds it to this client). */
export async function renewalQuoteNo(t: TestApp, session = 'test-session'): Promise<string> {
  return (await lookUpQuote(t, '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' }, session)).quote.quoteNo as string;
}

/**
 * Confirms a one-time code for the quote as the customer would (issue 24): asks for the code,
 * reads it from the sandbox outbox (the newest SMS to the masked mobile) and sends it back.
 * `session` is the browser session of the token (test-app's bearer).
 */
export async function confirmCode(t: TestApp, quoteNo: string, purpose = 'payment', session = 'test-session'): Promise<void> {
  await confirmCodeFor(t, { quoteNo }, purpose, session);
}

/**
 * The same for a policy, designated as on a lookup form (issue 24): `{ policyNo }`, or
 * `{ plateNumber, plateCode, civilId }` / `{ plateNumber, plateCode, mobileNo }`.
 */
export async function confirmPolicyCode(t: TestApp, policy: Record<string, string>, purpose: 'documents' | 'rop-status', session = 'test-session'): Promise<void> {
  await confirmCodeFor(t, policy, purpose, session);
}

/** A browser session of the test token (test-app's bearer), or a whole authorization header (a partner's token, say). */
export type Asker = string | { authorization: string };
const authorizationOf = (t: TestApp, asker: Asker) => (typeof asker === 'string' ? t.bearer(asker) : asker.authorization);

/** Asks for the code and confirms it; the verify answer's `data`. */
async function confirmCodeFor(t: TestApp, subject: Record<string, string>, purpose: string, session: Asker): Promise<Record<string, any>> {
  const base = t.app.localBaseUrl();
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST', headers: { authorization: authorizationOf(t, session), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const since = Date.now(); // an older code to the same sample mobile is not this one
  const sent = await post('/api/v1/otp', { purpose, ...subject });
  if (sent.status !== 200) throw new Error(`POST /api/v1/otp answered ${sent.status} ${JSON.stringify(sent.body)}`);
  if (sent.body.data.confirmed) return sent.body.data as Record<string, any>;
  const lastFour = String(sent.body.data.maskedMobile).slice(-4);
  const end = Date.now() + 20_000;
  for (;;) {
    const outbox = (await (await fetch(`${base}/sandbox/outbox.json`)).json()) as { channel: string; to: string; text: string; sentAt: string; links: string[] }[];
    // A code's SMS has no link; a policy's or a reminder's to the same mobile has (and 6-digit runs in its policy number).
    const sms = outbox.find((m) => m.channel === 'sms' && m.links.length === 0 && m.to.endsWith(lastFour) && Date.parse(m.sentAt) >= since);
    const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
    if (code) {
      const verified = await post('/api/v1/otp/verify', { purpose, ...subject, code });
      if (verified.status === 200) return verified.body.data as Record<string, any>;
      // An older SMS to the same number: wait for this one.
    }
    if (Date.now() > end) throw new Error(`no one-time code for ${JSON.stringify(subject)} arrived in the sandbox outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
