// A tiny stand-in for the portal's staff API (tests only): it signs in one account, insists on
// the session cookie and, on every call that changes something, the CSRF token, as the real
// guard does; and it records every request, so a test can check what the CLI sent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** The body's text as sent. */
  text?: string;
}

/** A route's answer: status and JSON (undefined for no body). */
export type Answer = [number, unknown?];
export type Route = (request: Seen, match: RegExpMatchArray) => Answer;

export const USER = { username: 'editor', password: 'editor-sandbox-2026' };
export const SESSION = 'session-token-1';
export const CSRF = 'csrf-token-1';

const error = (status: number, code: string, message: string): Answer => [status, { error: { code, message } }];

export interface TestPortal {
  url: string;
  seen: Seen[];
  close: () => Promise<void>;
}

/** Starts the fake portal with these routes ("GET /api/staff/releases" -> answer; the path is a regular expression). */
export async function startTestPortal(routes: Record<string, Route>): Promise<TestPortal> {
  const seen: Seen[] = [];
  const table = Object.entries(routes).map(([key, route]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, pattern: new RegExp(`^${pattern}$`), route };
  });

  const answer = (request: Seen): Answer => {
    if (request.method === 'POST' && request.url === '/api/staff/login') {
      if (!/^application\/json/.test(request.headers['content-type'] ?? '')) return error(415, 'UNSUPPORTED_MEDIA_TYPE', 'JSON only.');
      const body = request.body as { username?: string; password?: string } | undefined;
      if (body?.username !== USER.username || body.password !== USER.password) return error(401, 'STAFF_CREDENTIALS_INVALID', 'The username or password is wrong.');
      return [200, { data: { csrfToken: CSRF, username: USER.username, roles: ['viewer', 'editor'] } }];
    }
    if (request.headers.cookie !== `staff_session=${SESSION}`) return error(401, 'STAFF_SIGN_IN_REQUIRED', 'Please sign in.');
    if (request.method !== 'GET' && request.headers['x-csrf-token'] !== CSRF) return error(403, 'STAFF_CSRF_INVALID', 'The CSRF token is missing or wrong.');
    if (request.method === 'POST' && request.url === '/api/staff/logout') return [204];
    const path = request.url.split('?')[0]!;
    for (const { method, pattern, route } of table) {
      const match = path.match(pattern);
      if (method === request.method && match) return route(request, match);
    }
    return error(404, 'NOT_FOUND', `No route ${request.method} ${path}.`);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined, text };
      seen.push(request);
      const [status, body] = answer(request);
      const headers: Record<string, string | string[]> = body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' };
      if (request.url === '/api/staff/login' && status === 200) headers['set-cookie'] = [`staff_session=${SESSION}; Path=/api; HttpOnly; SameSite=Strict`];
      if (request.url === '/api/staff/logout') headers['set-cookie'] = ['staff_session=; Path=/api; Max-Age=0'];
      res.writeHead(status, headers).end(body === undefined ? undefined : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
