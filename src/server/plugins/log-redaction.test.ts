import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.js';
import { redactQueryText } from './log-redaction.js';

function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  const options = loggerOptions({ LOG_LEVEL: 'info' }) as object;
  const app = Fastify({ logger: { ...options, stream } });
  return { app, lines };
}

describe('sensitive query parameters in logs', () => {
  it('redacts the checkout access code, encRequest and tokens in the request log, keeping the rest', async () => {
    const { app, lines } = appWithLog();
    app.get('/sandbox/pay/transaction', async () => 'ok');
    await app.inject({ url: '/sandbox/pay/transaction?command=initiateTransaction&encRequest=a1b2c3&access_code=SANDBOXACCESSCODE&br=ORDER1' });
    const all = lines.join('\n');
    expect(all).not.toContain('SANDBOXACCESSCODE');
    expect(all).not.toContain('a1b2c3');
    expect(all).toContain('access_code=[Redacted]');
    expect(all).toContain('command=initiateTransaction');
    expect(all).toContain('br=ORDER1');
  });

  it('redacts a URL quoted in an error, a message or a logged field', async () => {
    const { app, lines } = appWithLog();
    app.log.error({ err: new Error('fetch failed: https://gw.example/x?access_code=LEAK1&order=1'), url: 'https://gw.example/?token=LEAK2' }, 'GET /p?encResp=LEAK3 failed');
    const all = lines.join('\n');
    app.log.info({ password: 'LEAK4', nested: { workingKey: 'LEAK5' } }, 'named keys still redacted by pino');
    for (const leak of ['LEAK1', 'LEAK2', 'LEAK3', 'LEAK4', 'LEAK5']) expect(lines.join('\n')).not.toContain(leak);
    expect(all).toContain('order=1');
  });

  it('only touches the values of the named parameters', () => {
    expect(redactQueryText('/a?key=1&monkey=2&TOKEN=3')).toBe('/a?key=[Redacted]&monkey=2&TOKEN=[Redacted]');
    expect(redactQueryText('no query here')).toBe('no query here');
  });
});
