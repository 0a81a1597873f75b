// API figures with autocannon, each against a bare Fastify echo measured in the same run, so
// the ratio means something on a machine whose speed (and load) changes from run to run.
import autocannon from 'autocannon';

export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** requestsPerSecond over the echo's figure of the same run; absent for the echo itself. */
  ratio?: number;
  /** CPU milliseconds the server's process spent per answered request (when the bench could read it). */
  cpuMsPerRequest?: number;
}

export interface LoadCase {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export const CONNECTIONS = 20;

/** `cpuSeconds`: the server process's CPU clock, read before and after the measured run. */
export async function measure(loadCase: LoadCase, seconds: number, cpuSeconds?: () => number): Promise<LoadFigure> {
  const options = {
    url: loadCase.url,
    method: loadCase.method ?? 'GET',
    headers: loadCase.headers ?? {},
    body: loadCase.body,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, pools, caches; not counted
  const cpuBefore = cpuSeconds?.() ?? NaN;
  const result = await autocannon({ ...options, duration: seconds });
  const cpuMs = ((cpuSeconds?.() ?? NaN) - cpuBefore) * 1000;
  const answered = result.requests.total;
  return {
    name: loadCase.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(Number.isFinite(cpuMs) && answered > 0 ? { cpuMsPerRequest: Math.round((cpuMs / answered) * 100) / 100 } : {}),
  };
}

export async function publicToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('portal-web:').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  if (!response.ok) throw new Error(`token: HTTP ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A lead as the landing page sends it (spec section 3). */
export const LEAD_BODY = JSON.stringify({ selectedOption: 'Renew Policy', acceptPrivacyPolicy: true, name: 'Bench Customer', mobileNo: '91234567' });

export function leadCase(base: string, token: string, name: string): LoadCase {
  return {
    name,
    url: `${base}/api/v1/motor/leads`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: base },
    body: LEAD_BODY,
  };
}

export function echoCase(base: string): LoadCase {
  return { name: 'bare Fastify echo (POST JSON)', url: `${base}/echo`, method: 'POST', headers: { 'content-type': 'application/json' }, body: LEAD_BODY };
}
