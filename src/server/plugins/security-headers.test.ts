import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';

async function headersWith(overrides: Parameters<typeof parseEnv>[0]) {
  const app = Fastify();
  await registerSecurityHeaders(app, parseEnv(overrides));
  app.get('/', async () => 'ok');
  const res = await app.inject({ url: '/' });
  await app.close();
  return res.headers;
}

const production = {
  SANDBOX: '0', TOKEN_SECRET: 'p'.repeat(40), DOCUMENT_LINK_SECRET: 'l'.repeat(40), INSURER_BASE_URL: 'https://b2b.insurer.example',
  OCR_MULKIYA_BASE_URL: 'https://ocr1.example', OCR_LICENCE_BASE_URL: 'https://ocr2.example',
  PAYMENT_GATEWAY_URL: 'https://secure.gateway.example/transaction/transaction.do', PAYMENT_STATUS_URL: 'https://api.gateway.example/status',
  INSURER_USERNAME: 'u', INSURER_PASSWORD: 'p', OCR_MULKIYA_USERNAME: 'u', OCR_MULKIYA_PASSWORD: 'p', OCR_LICENCE_USERNAME: 'u',
  OCR_LICENCE_PASSWORD: 'p', PAYMENT_MERCHANT_ID: 'm', PAYMENT_ACCESS_CODE: 'a', PAYMENT_WORKING_KEY: 'k',
  PUBLIC_BASE_URL: 'https://motor.insurer.example',
};

describe('security headers', () => {
  it('in production over https: HSTS, upgrade-insecure-requests and the gateway as a form target', async () => {
    const headers = await headersWith(production);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' https://secure.gateway.example");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('in the sandbox over http: no HSTS and no upgrade of sub-resources', async () => {
    const headers = await headersWith({});
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(headers['content-security-policy'])).toMatch(/form-action 'self'(;|$)/);
  });
});

describe('security headers worked out once', () => {
  it('holds helmet\'s defaults beside the CSP, and no header of the probe answer itself', async () => {
    const headers = await securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"] } } });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-type']).toBeUndefined();
    expect(headers['content-length']).toBeUndefined();
  });

  it('every answer, a 404 too, gets them, and a route can still override one', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, parseEnv({}));
    app.get('/pdf', async (_request, reply) => reply.header('x-frame-options', 'SAMEORIGIN').send('pdf'));
    const missing = await app.inject({ url: '/nowhere' });
    const pdf = await app.inject({ url: '/pdf' });
    await app.close();
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(missing.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
