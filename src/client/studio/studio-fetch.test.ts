// The studio's calls say its current language (issue 32 part 5), so the server's messages match
// it: every wrapper (staff, drafts, releases, audit, deliveries, the studio's own API) sends
// Accept-Language, and a switch of language applies to the next call.
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listDeliveries } from './deliveries/deliveries-api.js';
import { draftApi } from './editors/draft-api.js';
import { releasesApi } from './releases/releases-api.js';
import { staffApi } from './staff-api.js';
import { studioApi } from './studio-api.js';

const staff = { csrfToken: 'c', username: 'editor', roles: ['editor'] };
const ok = () => new Response(JSON.stringify({ data: {}, page: { next: null } }), { status: 200, headers: { 'content-type': 'application/json' } });

function stub() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => ok());
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url, init]) => [url, new Headers(init?.headers).get('accept-language')] as const);
}

describe('studio calls send Accept-Language', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: {} }, ar: { translation: {} } } });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('answers where to sign out at the identity provider, when the portal says so', async () => {
    const at = 'https://id.insurer.test/session/end?id_token_hint=x';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { endSessionUrl: at } }), { status: 200, headers: { 'content-type': 'application/json' } })));
    expect(await staffApi.signOut(staff)).toBe(at);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    expect(await staffApi.signOut(staff)).toBeUndefined();
  });

  it("every wrapper sends the studio's current language", async () => {
    const sent = stub();
    await i18next.changeLanguage('ar');
    await staffApi.me();
    await staffApi.signOut(staff);
    await draftApi.list(staff);
    await draftApi.save(staff, 'd1', 'locales/en.json', {}, 1);
    await draftApi.file(staff, 'd1', 'locales/en.json');
    await releasesApi(staff).drafts();
    await releasesApi(staff).approve('d1', '');
    await releasesApi(staff).audit({});
    await listDeliveries({});
    await studioApi.tree();
    const calls = sent();
    expect(calls).toHaveLength(10);
    for (const [url, language] of calls) expect(language, url).toBe('ar');
  });

  it('follows a switch of language, and keeps the call\'s own headers', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => ok());
    vi.stubGlobal('fetch', fetch);
    await draftApi.save(staff, 'd1', 'locales/en.json', {}, 7);
    await i18next.changeLanguage('ar');
    await draftApi.save(staff, 'd1', 'locales/en.json', {}, 7);
    const [first, second] = fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(first!.get('accept-language')).toBe('en');
    expect(second!.get('accept-language')).toBe('ar');
    expect(second!.get('if-match')).toBe('"7"');
    expect(second!.get('x-csrf-token')).toBe('c');
    expect(second!.get('accept')).toBe('application/json');
  });
});
