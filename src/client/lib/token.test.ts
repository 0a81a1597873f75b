// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api.js';
import { getAccessToken, storedToken } from './token.js';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('access token', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches with Basic client credentials when absent and keeps it with its expiry', async () => {
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    fetchMock.mockResolvedValueOnce(json({ accessToken: 'abc', accessTokenExpiresAt: expires }));
    expect(await getAccessToken()).toBe('abc');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/token');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa('portal-web:')}`);
    expect(String(init?.body)).toBe('grant_type=client_credentials');
    expect(sessionStorage.getItem('accessTokenExpiresAt')).toBe(expires);
    expect(await getAccessToken()).toBe('abc');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refetches an expired token', async () => {
    sessionStorage.setItem('accessToken', 'old');
    sessionStorage.setItem('accessTokenExpiresAt', new Date(Date.now() - 1000).toISOString());
    expect(storedToken()).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ accessToken: 'new', accessTokenExpiresAt: Date.now() + 3_600_000 }));
    expect(await getAccessToken()).toBe('new');
    // The old token goes along, so the server keeps this tab's session (its quotes stay usable).
    expect(String(fetchMock.mock.calls[0]![1]?.body)).toBe('grant_type=client_credentials&session=old');
  });

  it('retries a call once with a fresh token after a 401', async () => {
    sessionStorage.setItem('accessToken', 'revoked');
    sessionStorage.setItem('accessTokenExpiresAt', String(Date.now() + 3_600_000));
    fetchMock
      .mockResolvedValueOnce(json({ error: { code: 'UNAUTHORIZED', message: 'expired' } }, 401))
      .mockResolvedValueOnce(json({ accessToken: 'fresh', accessTokenExpiresAt: Date.now() + 3_600_000 }))
      .mockResolvedValueOnce(json({ ok: true }));
    expect(await apiRequest('/api/x')).toEqual({ ok: true });
    const last = fetchMock.mock.calls[2]![1]!;
    expect((last.headers as Record<string, string>).Authorization).toBe('Bearer fresh');
  });

  it('gives up after a second 401 with the server error code', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/v1/auth/token'
        ? json({ accessToken: 't', accessTokenExpiresAt: Date.now() + 3_600_000 })
        : json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });
});
