import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { hashSessionToken } from '../staff/sessions.js';
import type { StaffSession, StaffSessionsRepository } from '../staff/sessions-repository.js';
import { registerStaffGuard } from './staff-guard.js';

// The guard alone, over sessions kept in memory: roles and CSRF of routes that name them.
const token = (c: string) => c.repeat(43);
const sessions = new Map<string, StaffSession>([
  [hashSessionToken(token('v')), { username: 'v', roles: ['viewer'], provider: 'local', csrfToken: 'csrf-v', expiresAt: new Date(Date.now() + 60_000) }],
  [hashSessionToken(token('e')), { username: 'e', roles: ['editor'], provider: 'local', csrfToken: 'csrf-e', expiresAt: new Date(Date.now() + 60_000) }],
]);
const repository = { find: async (hash: string) => sessions.get(hash), create: async () => {}, delete: async () => {} } as unknown as StaffSessionsRepository;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(cookie);
  app.decorate('staffSessionsRepository', repository);
  registerStaffGuard(app);
  app.get('/any', { config: { staff: true } }, async (request) => ({ who: request.staff!.username }));
  app.post('/edit', { config: { staffRole: 'editor' } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app?.close());

const as = (c: string, csrf?: string) => ({ cookie: `staff_session=${token(c)}`, ...(csrf ? { 'x-csrf-token': csrf } : {}) });

describe('staff guard', () => {
  it('lets any signed-in member of staff read a staff route', async () => {
    expect((await app.inject({ url: '/any', headers: as('v') })).json()).toEqual({ who: 'v' });
    expect((await app.inject({ url: '/any' })).statusCode).toBe(401);
  });
  it('refuses a viewer an editor-only route, even with the CSRF token', async () => {
    const res = await app.inject({ method: 'POST', url: '/edit', headers: as('v', 'csrf-v') });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });
  it('lets an editor through with the session\'s own CSRF token only', async () => {
    expect((await app.inject({ method: 'POST', url: '/edit', headers: as('e', 'csrf-e') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/edit', headers: as('e') })).json().error.code).toBe('STAFF_CSRF_INVALID');
    expect((await app.inject({ method: 'POST', url: '/edit', headers: as('e', 'csrf-v') })).statusCode).toBe(403);
  });
});
