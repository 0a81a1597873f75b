import { describe, expect, it } from 'vitest';
import { issueToken, verifyToken } from './tokens.js';

const SECRET = 'a-test-secret-of-enough-length';

describe('verifyToken', () => {
  it('accepts a genuine token, again from memory, with the same claims', () => {
    const { accessToken } = issueToken('portal-web', SECRET, 600, Date.now(), 'session-1');
    const first = verifyToken(accessToken, SECRET);
    expect(first).toMatchObject({ sub: 'portal-web', sid: 'session-1' });
    expect(verifyToken(accessToken, SECRET)).toEqual(first);
  });

  it('refuses a remembered token once it has expired', () => {
    const now = Date.now();
    const { accessToken } = issueToken('portal-web', SECRET, 60, now);
    expect(verifyToken(accessToken, SECRET, now)).toBeDefined();
    expect(verifyToken(accessToken, SECRET, now + 61_000)).toBeUndefined();
  });

  it('refuses a remembered token under another secret, and a tampered one', () => {
    const { accessToken } = issueToken('portal-web', SECRET, 600);
    expect(verifyToken(accessToken, SECRET)).toBeDefined();
    expect(verifyToken(accessToken, 'another-secret-of-enough-length')).toBeUndefined();
    expect(verifyToken(accessToken, SECRET)).toBeDefined();
    const [payload, signature] = accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'partner-x', exp: 9_999_999_999 })).toString('base64url');
    expect(verifyToken(`${forged}.${signature}`, SECRET)).toBeUndefined();
    expect(verifyToken(`${payload}.${signature}x`, SECRET)).toBeUndefined();
    expect(verifyToken(`${payload}.${signature}.extra`, SECRET)).toBeUndefined();
  });

  it('hands out claims nobody can change for the next request', () => {
    const { accessToken } = issueToken('portal-web', SECRET, 600);
    const claims = verifyToken(accessToken, SECRET)!;
    expect(() => {
      (claims as { sub: string }).sub = 'partner-x';
    }).toThrow();
    expect(verifyToken(accessToken, SECRET)?.sub).toBe('portal-web');
  });
});
