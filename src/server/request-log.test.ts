// Request logging: one line per request (not Fastify's two), with what an operator needs.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestDatabase } from './testing/test-database.js';
import { TEST_TOKEN_SECRET } from './testing/test-app.js';

describe('request log', () => {
  it('writes one line per request with method, url, status and time, and no header', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const db = await createTestDatabase();
    const app = await buildApp({ db, env: { TOKEN_SECRET: TEST_TOKEN_SECRET, LOG_LEVEL: 'info' }, logger: true, logStream: stream });
    try {
      await app.inject({ url: '/api/health', headers: { authorization: 'Bearer secret-value' } });
    } finally {
      await app.close();
      await db.close();
    }
    const requestLines = lines.filter((l) => l.url === '/api/health');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', statusCode: 200, msg: 'request' });
    expect(typeof requestLines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });
});
