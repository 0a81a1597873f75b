// What /metrics says of the config served: the release (0 when the config comes from files) and
// whether a newer tree or release was refused, so an alert sees a process stuck on an old release.
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

export function registerConfigMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'portal_config_release', help: 'Number of the config release this process serves (0: config from files)', registers: [registry],
    collect() {
      this.set(app.configState.release ?? 0);
    },
  });
  new Gauge({
    name: 'portal_config_refused', help: '1 when a newer config tree or release failed to load and the last good one is still served', registers: [registry],
    collect() {
      this.set(app.configState.refused ? 1 : 0);
    },
  });
}
