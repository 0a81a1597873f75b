// POST /sandbox/traffic (issue 34): simulated customers through a journey, to watch a funnel fill
// up and a staged release's guardrail trip on one machine. It speaks HTTP to the portal's own API
// as a browser does (it imports nothing of src/server): a token, then per visit a random visit id
// (X-Visit-Id) on every call, so the server assigns the visit its release as it would a customer's;
// the journey as that visit is served it; and the visit's step events, stopping at a step with the
// drop-off rate the call sets for it (the rest of that step's visits go on).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { visitIdFromBytes } from '../../shared/visit.js';

interface TrafficBody {
  journey: string;
  visits: number;
  dropOff?: Record<string, number>;
  dropOffByRelease?: Record<string, Record<string, number>>;
  language?: 'en' | 'ar' | 'mixed';
  device?: 'phone' | 'desktop' | 'mixed';
  origin?: string;
  seed?: number;
}

interface StepCount {
  step: string;
  entered: number;
  left: number;
}

export const MAX_TRAFFIC_VISITS = 5000;
/** Visits walked at once: enough to fill a funnel in seconds, few enough to leave the portal answering. */
const AT_ONCE = 8;

const dropOffSchema = {
  type: 'object', maxProperties: 50,
  propertyNames: { pattern: '^[A-Za-z0-9_-]{1,80}$' },
  additionalProperties: { type: 'number', minimum: 0, maximum: 1 },
  description: 'Step id -> the share (0-1) of the visits entering it that leave there.',
} as const;

const bodySchema = {
  type: 'object', additionalProperties: false, required: ['journey', 'visits'],
  properties: {
    journey: { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' },
    visits: { type: 'integer', minimum: 1, maximum: MAX_TRAFFIC_VISITS },
    dropOff: dropOffSchema,
    dropOffByRelease: {
      type: 'object', maxProperties: 10,
      propertyNames: { pattern: '^[1-9][0-9]{0,8}$' },
      additionalProperties: dropOffSchema,
      description: 'Release number -> drop-off per step for the visits served that release, in place of dropOff: a release that makes customers give up.',
    },
    language: { type: 'string', enum: ['en', 'ar', 'mixed'], default: 'mixed' },
    device: { type: 'string', enum: ['phone', 'desktop', 'mixed'], default: 'mixed' },
    origin: { type: 'string', maxLength: 200, pattern: '^https?://[^/\\s]+$', description: 'The partner site the visits come from (default: this server\'s own address).' },
    seed: { type: 'integer', minimum: 0, maximum: 2_147_483_647, description: 'The same seed gives the same visits (ids, languages, devices, drop-offs): a repeatable run.' },
  },
} as const;

function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the sandbox traffic needs the server listening');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * One visit's chances: its own stream of random bytes (SHA-256 in counter mode), from a seed when
 * the call gives one, so visit n of a seeded run is the same whatever order the visits finish in.
 */
function visitChances(seed: number | undefined, n: number) {
  const key = seed === undefined ? randomBytes(16).toString('hex') : `${seed}:${n}`;
  let block = 0;
  const bytes = (): Buffer => createHash('sha256').update(`${key}:${block++}`).digest();
  return {
    visitId: (): string => visitIdFromBytes(bytes()),
    /** A number in [0, 1). */
    random: (): number => bytes().readUInt32BE(0) / 2 ** 32,
  };
}

const pick = <T>(choice: T | 'mixed', both: readonly [T, T], random: () => number): T => (choice === 'mixed' ? both[random() < 0.5 ? 0 : 1] : choice);

export const trafficSandbox: FastifyPluginAsync = async (app) => {
  app.post<{ Body: TrafficBody }>('/traffic', { schema: { body: bodySchema } }, async (request, reply) => {
    const base = baseUrlOf(app);
    const origin = request.body.origin ?? base;
    const token = await fetch(`${base}/api/v1/auth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${app.env.PUBLIC_CLIENT_ID}:`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', origin },
      body: 'grant_type=client_credentials',
    }).then(async (res) => ((await res.json()) as { accessToken: string }).accessToken);
    const everyRelease = request.body.dropOff ?? {};
    const counts = new Map<string, StepCount>();
    const versions: Record<string, number> = {};
    const failures: string[] = [];

    const visit = async (n: number): Promise<void> => {
      const chances = visitChances(request.body.seed, n);
      const visitId = chances.visitId();
      const headers = { authorization: `Bearer ${token}`, origin, 'x-visit-id': visitId };
      const served = await fetch(`${base}/api/v1/config/journeys/${encodeURIComponent(request.body.journey)}`, { headers });
      if (!served.ok) throw Object.assign(new Error(`journey ${request.body.journey}: ${served.status}`), { status: served.status });
      const version = served.headers.get('x-config-version') ?? '';
      versions[version] = (versions[version] ?? 0) + 1;
      const { journey } = (await served.json()) as { journey: { steps: { id: string }[] } };
      const dropOff = request.body.dropOffByRelease?.[version] ?? everyRelease;
      const unknown = Object.keys(dropOff).filter((step) => !journey.steps.some((s) => s.id === step));
      if (unknown.length) throw Object.assign(new Error(`journey ${request.body.journey} has no step ${unknown.join(', ')}`), { status: 400 });
      const language = pick(request.body.language ?? 'mixed', ['en', 'ar'] as const, chances.random);
      const device = pick(request.body.device ?? 'mixed', ['phone', 'desktop'] as const, chances.random);
      const events: object[] = [];
      for (const { id } of journey.steps) {
        const count = counts.get(id) ?? { step: id, entered: 0, left: 0 };
        counts.set(id, count);
        count.entered += 1;
        events.push({ journey: request.body.journey, step: id, outcome: 'entered', language, device });
        if (chances.random() < (dropOff[id] ?? 0)) {
          count.left += 1;
          events.push({ journey: request.body.journey, step: id, outcome: 'left', language, device });
          break;
        }
        events.push({ journey: request.body.journey, step: id, outcome: 'finished', language, device });
      }
      // Pinned to the release the visit was served, as the page is (X-Config-Version).
      const sent = await fetch(`${base}/api/v1/events`, {
        method: 'POST', headers: { ...headers, 'content-type': 'application/json', ...(version ? { 'x-config-version': version } : {}) },
        body: JSON.stringify({ events: events.slice(0, 50) }),
      });
      if (sent.status !== 204) failures.push(`${sent.status} ${await sent.text()}`.slice(0, 300));
    };

    let next = 0;
    try {
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, request.body.visits) }, async () => {
        while (next < request.body.visits) {
          next += 1;
          await visit(next);
        }
      }));
    } catch (error) {
      const status = (error as { status?: number }).status;
      return reply.code(status === 404 ? 404 : 400).send({ error: { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: (error as Error).message } });
    }
    return { visits: request.body.visits, steps: [...counts.values()], versions, failures: failures.slice(0, 5), failed: failures.length };
  });
};
