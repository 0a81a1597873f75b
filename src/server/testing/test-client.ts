// Test-only helpers of the payment tests: the API over real HTTP with the browser's token and
// origin, and the sandbox's renewal quote of plate 1001 A.
import type { TestApp } from './test-app.js';

export function apiClient(t: TestApp) {
  return async (method: string, path: string, body?: unknown) => {
    const base = t.app.localBaseUrl();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: t.bearer(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: base },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
}

/** The renewal quote of 1001 A, looked up as the browser does (which binds it to this client). */
export async function renewalQuoteNo(t: TestApp): Promise<string> {
  const res = await apiClient(t)('POST', '/api/v1/motor/renewals/lookup', { lookupType: 'plateCivil', plateNumber: '1001', plateCode: 'A', civilId: '08123456' });
  if (res.status !== 200) throw new Error(`renewal lookup of 1001 A answered ${res.status}`);
  return res.body.quote.quoteNo as string;
}
