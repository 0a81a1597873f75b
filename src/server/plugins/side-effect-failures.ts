// A journey's side effect (journeys/*.json `sideEffects`, e.g. the lead upload after a quote) never
// holds the customer up: the browser only notes a failure in its console. So the server says it
// where staff look: one warn line with the request id, and portal_side_effect_failures_total in
// /metrics, labelled by operation and status (issue 21: a refused upload was seen by no one).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { operationForms, operationsAt, sideEffectBindings } from '../forms/index.js';

/** The operations of this request that journeys call only as a side effect, with the journeys calling them. */
export function sideEffectOf(request: FastifyRequest): { operation: string; journeys: string[] } | undefined {
  const tree = request.configTree;
  const path = request.routeOptions.url;
  if (!tree || !path) return undefined;
  for (const operation of operationsAt(tree, request.method, path)) {
    // A step's own operation fails in front of the customer; only side effects fail unseen.
    if (operationForms(tree, request.partnerId, operation).length) continue;
    const bindings = sideEffectBindings(tree, request.partnerId, [operation]);
    if (bindings.length) return { operation, journeys: [...new Set(bindings.map((b) => `${b.journeyId}/${b.stepId}`))] };
  }
  return undefined;
}

/** Logs and counts every failed (4xx, 5xx) answer to a side-effect operation. */
export function watchSideEffectFailures(app: FastifyInstance, failures: Counter<'operation' | 'status'>): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 400) {
      const found = sideEffectOf(request);
      if (found) {
        failures.inc({ operation: found.operation, status: String(reply.statusCode) });
        request.log.warn({ operation: found.operation, status: reply.statusCode, steps: found.journeys }, 'a journey side effect failed');
      }
    }
    done();
  });
}
