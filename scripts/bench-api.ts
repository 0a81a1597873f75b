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
  /** With rounds: the lowest and highest ratio of the rounds (the figure itself is the median round's). */
  ratioRange?: [number, number];
  /** With rounds: the worst p99 of all rounds. */
  p99MaxMs?: number;
  rounds?: number;
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

/**
 * `cpuSeconds`: the server process's CPU clock, read before and after the measured run.
 * `warmUpSeconds` are loaded first and not counted (JIT, pools, caches).
 */
export async function measure(loadCase: LoadCase, seconds: number, cpuSeconds?: () => number, warmUpSeconds = 1): Promise<LoadFigure> {
  const options = {
    url: loadCase.url,
    method: loadCase.method ?? 'GET',
    headers: loadCase.headers ?? {},
    body: loadCase.body,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: warmUpSeconds });
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

/**
 * One case against the echo, in turns: case, echo, case, echo... Each round's ratio uses the echo
 * measured right after it, and the figure given is the round with the median ratio. On a shared
 * machine the echo alone moved between 20,000 and 43,000 requests a second within one run, so a
 * single pair of runs could land a case on either side of its goal.
 */
export async function measureBeside(
  loadCase: LoadCase, echo: LoadCase, rounds: number, seconds: number,
  cpuSeconds?: () => number, echoCpuSeconds?: () => number,
): Promise<{ figure: LoadFigure; echo: LoadFigure }> {
  const pairs: Array<{ figure: LoadFigure; echo: LoadFigure }> = [];
  for (let round = 0; round < rounds; round++) {
    // A case's first round warms the server up longer: a running portal has long been optimised by V8.
    const figure = await measure(loadCase, seconds, cpuSeconds, round === 0 ? 3 : 1);
    const beside = await measure(echo, seconds, echoCpuSeconds);
    figure.ratio = figure.requestsPerSecond / beside.requestsPerSecond;
    pairs.push({ figure, echo: beside });
  }
  pairs.sort((a, b) => a.figure.ratio! - b.figure.ratio!);
  const median = pairs[Math.floor((pairs.length - 1) / 2)]!;
  const ratios = pairs.map((p) => p.figure.ratio!);
  return {
    figure: {
      ...median.figure,
      rounds,
      ratioRange: [ratios[0]!, ratios.at(-1)!],
      p99MaxMs: Math.max(...pairs.map((p) => p.figure.p99Ms)),
      errors: pairs.reduce((n, p) => n + p.figure.errors, 0),
      non2xx: pairs.reduce((n, p) => n + p.figure.non2xx, 0),
    },
    echo: median.echo,
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

/** A lead the form refuses (a 7-digit mobile): what a fuzzer or a mistyped form costs the server. */
export function refusedLeadCase(base: string, token: string, name: string): LoadCase {
  return { ...leadCase(base, token, name), body: JSON.stringify({ ...JSON.parse(LEAD_BODY), mobileNo: '9123456' }) };
}

export function echoCase(base: string): LoadCase {
  return { name: 'bare Fastify echo (POST JSON)', url: `${base}/echo`, method: 'POST', headers: { 'content-type': 'application/json' }, body: LEAD_BODY };
}
