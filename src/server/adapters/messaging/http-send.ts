// One JSON POST to a messaging provider with a time-out, timed in /metrics. A 5xx, a 429 or no
// answer is a failure worth retrying (the job queue does); a 4xx is refused for good — but the
// job is retried all the same and the row keeps the provider's words for an operator.
import type { FastifyBaseLogger } from 'fastify';
import { observeOutsideCall } from '../../plugins/metrics.js';

export class ProviderError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'ProviderError';
  }
}

export async function postJson<T>(operation: string, url: string, token: string, body: unknown, timeoutMs: number, log: FastifyBaseLogger): Promise<T> {
  return observeOutsideCall('messaging', operation, async () => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The URL may carry no secret, but the log names only the operation.
      log.warn({ operation, err: error instanceof Error ? error.message : String(error) }, 'messaging provider did not answer');
      throw new ProviderError(`${operation}: no answer (${error instanceof Error ? error.name : 'error'})`);
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(`${operation}: HTTP ${res.status} ${text.slice(0, 200)}`, res.status);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderError(`${operation}: the answer is not JSON`);
    }
  });
}
