// Browser-side defences for every response. The Content-Security-Policy is strict enough that an
// injected script cannot run: no inline script, no eval (the forms' validators are precompiled).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const https = env.PUBLIC_BASE_URL?.startsWith('https:') ?? false;
  const directives = contentSecurityPolicy(env);
  if (https) directives['upgrade-insecure-requests'] = [];
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS over http is ignored by browsers at best and pins a sandbox host at worst.
    strictTransportSecurity: !env.SANDBOX && https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' }, // same as frame-ancestors 'none', for browsers without CSP 2
    crossOriginEmbedderPolicy: false,
    // The gateway's hosted checkout opens from our page; keep the opener relation for its return.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
  });
}
