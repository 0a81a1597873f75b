// Browser-side defences for every response. The Content-Security-Policy is strict enough that an
// injected script cannot run: no inline script, no eval (the forms' validators are precompiled).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from '../env.js';

export function contentSecurityPolicy(env: Pick<Env, 'PAYMENT_GATEWAY_URL'>): Record<string, string[] | null> {
  // The payment page is a form POST to the gateway's hosted checkout (sandbox: this server).
  const formAction = ["'self'"];
  if (env.PAYMENT_GATEWAY_URL) formAction.push(new URL(env.PAYMENT_GATEWAY_URL).origin);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // React sets inline styles through the CSSOM, which style-src does not restrict.
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'], // webcam scan
    'frame-src': ["'self'", 'blob:'], // PDF preview
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': formAction,
    // helmet adds this by default; over plain http (sandbox) it would break every sub-resource.
    'upgrade-insecure-requests': null,
  };
}

/** Headers of a probe answer that are not helmet's. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers for these options, worked out once: the plugin rebuilds its middleware (and
 * re-parses the CSP) on every request, several per cent of a lookup's CPU under load. A probe
 * server with helmet answers once; its headers are what every answer gets.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !NOT_SECURITY.has(name)).map(([name, value]) => [name, String(value)]),
  );
}

export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const https = env.PUBLIC_BASE_URL?.startsWith('https:') ?? false;
  const directives = contentSecurityPolicy(env);
  if (https) directives['upgrade-insecure-requests'] = [];
  const headers = await securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS over http is ignored by browsers at best and pins a sandbox host at worst.
    strictTransportSecurity: !env.SANDBOX && https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' }, // same as frame-ancestors 'none', for browsers without CSP 2
    crossOriginEmbedderPolicy: false,
    // The gateway's hosted checkout opens from our page; keep the opener relation for its return.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  headers['permissions-policy'] = 'camera=(self), microphone=(), geolocation=(), payment=()';
  // Set before the handler, as helmet did, so a route can still override one (e.g. framing a PDF).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
