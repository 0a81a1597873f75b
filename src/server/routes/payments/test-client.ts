// Test-only helpers of the payment tests: the API over real HTTP with the browser's token and
// origin, and the sandbox's renewal quote of plate 1001 A.
import { insurerFor } from '../../adapters/insurer/index.js';
import type { TestApp } from '../../test-app.js';

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

export async function renewalQuoteNo(t: TestApp): Promise<string> {
  const { quote } = await insurerFor(t.app).getTransDtls({
    quoteNo: '', plateNumber: '1001', plateCode: 'A', civilId: '08123456', mobileNo: '', txnTyp: 'P', srcBusId: 'CP',
  });
  return quote.quoteNo;
}
