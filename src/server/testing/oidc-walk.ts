// Test-only: a browser's part in the OpenID Connect flow, over real HTTP to the provider and by
// inject to the portal: follows the redirects, keeps each side's cookies, and posts the
// provider's own login and consent forms as a person would.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Jar = Map<string, string>;

function keep(jar: Jar, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const gone = value === '' || attributes.some((a) => /^\s*max-age=0$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()));
    if (gone) jar.delete(name);
    else jar.set(name, value);
  }
}
const header = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The first form of a page: where it posts and its hidden fields. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  return { action: action.replace(/&amp;/g, '&'), fields };
}

export interface Walk {
  /** The portal's cookies (as a `Cookie` header would carry them). */
  portal: Jar;
  /** The provider's cookies: its own sign-in session lives here. */
  provider: Jar;
}

export const newWalk = (): Walk => ({ portal: new Map(), provider: new Map() });

/**
 * At the provider from `start` until it sends the browser back to the portal (the callback URL
 * it answers). Signs in as `login` when the provider asks, and consents.
 */
export async function throughProvider(walk: Walk, start: string, login: string): Promise<URL> {
  let url = new URL(start);
  let init: RequestInit = {};
  for (let hops = 0; hops < 12; hops += 1) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: header(walk.provider) } });
    keep(walk.provider, res.headers.getSetCookie());
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await res.text();
    expect(res.status, html.slice(0, 500)).toBe(200);
    const { action, fields } = formOf(html);
    // The provider's pages: its login (any password), its consent, and its sign-out question ("Yes, sign me out").
    const answer: Record<string, string> = fields.prompt === 'login' ? { login, password: 'any password' } : fields.xsrf !== undefined ? { logout: 'yes' } : {};
    const body = new URLSearchParams({ ...fields, ...answer });
    url = new URL(action, url);
    init = { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never sent the browser back');
}

/**
 * What the provider asks of a browser sent to it at `start`, without answering (on a copy of its
 * cookies): a login, a consent, or nothing (it sends the browser straight back: signed in there).
 */
export async function providerAsks(walk: Walk, start: string): Promise<'login' | 'consent' | 'nothing'> {
  const jar: Jar = new Map(walk.provider);
  let url = new URL(start);
  for (let hops = 0; hops < 12; hops += 1) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: header(jar) } });
    keep(jar, res.headers.getSetCookie());
    const location = res.headers.get('location');
    if (!location) return formOf(await res.text()).fields.prompt === 'login' ? 'login' : 'consent';
    const next = new URL(location, url);
    if (next.origin !== url.origin) return 'nothing';
    url = next;
  }
  throw new Error('the provider kept redirecting');
}

/** A GET at the portal with its cookies, keeping the ones it sets. */
export async function atPortal(app: FastifyInstance, walk: Walk, url: string) {
  const res = await app.inject({ url, headers: { cookie: header(walk.portal) } });
  keep(walk.portal, ([] as string[]).concat(res.headers['set-cookie'] ?? []));
  return res;
}

/** Signs in at the portal through the provider; the portal's answer to the callback. */
export async function signInThroughProvider(app: FastifyInstance, walk: Walk, login: string) {
  const leave = await atPortal(app, walk, '/api/staff/oidc/login');
  expect(leave.statusCode).toBe(302);
  const back = await throughProvider(walk, leave.headers.location as string, login);
  return atPortal(app, walk, back.pathname + back.search);
}

export const portalCookie = (walk: Walk) => header(walk.portal);
