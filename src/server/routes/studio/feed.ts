// The studio's live feed (Server-Sent Events): the config state once on connect and again on
// every change of the tree, so the studio re-fetches within a moment of a save. CSP's
// connect-src 'self' allows it; no polling, no extra port.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ConfigEvent, ConfigState } from '../../config-state.js';

/** Comments keep proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export interface FeedMessage {
  kind: ConfigEvent['kind'] | 'current';
  version: string;
  loadedAt: string;
  warnings: number;
  refusedAt: string | null;
}

export function feedMessage(kind: FeedMessage['kind'], state: ConfigState): FeedMessage {
  return { kind, version: state.version, loadedAt: state.loadedAt, warnings: state.warnings.length, refusedAt: state.refused?.at ?? null };
}

const frame = (message: FeedMessage) => `event: config\ndata: ${JSON.stringify(message)}\n\n`;

export function registerFeed(app: FastifyInstance): void {
  const open = new Set<FastifyReply>();
  // Open streams would hold app.close() (and a graceful shutdown) until they time out.
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
  });

  app.get('/api/studio/feed', {
    config: { public: true },
    schema: {
      summary: 'Studio: live feed of the config state (text/event-stream, event "config")',
      tags: ['studio'],
      querystring: { type: 'object', additionalProperties: false, properties: {} },
      response: {
        200: {
          description: 'An event stream: one `config` event now and one per change of the tree',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      },
    },
  }, (request, reply) => {
    reply.hijack();
    const headers = { ...reply.getHeaders(), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' };
    delete headers['content-length'];
    reply.raw.writeHead(200, headers as Record<string, string>);
    reply.raw.write(frame(feedMessage('current', app.configState)));
    const onChange = (event: ConfigEvent) => reply.raw.write(frame(feedMessage(event.kind, event.state)));
    app.configEvents.on('change', onChange);
    const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    open.add(reply);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      app.configEvents.off('change', onChange);
      open.delete(reply);
    });
  });
}
