import { describe, expect, it } from 'vitest';
import { checkLink, signLink } from './signed-links.js';

const secret = 'link-secret-0123456789abcdef';
const later = new Date(Date.now() + 3600_000);

describe('signed links', () => {
  it('answers the claims of a genuine link of its purpose until it expires', () => {
    const token = signLink('prefill', { j: 'renew-policy', f: { plateNumber: '4002' } }, later, secret);
    expect(checkLink('prefill', token, secret)).toMatchObject({ ok: true, claims: { j: 'renew-policy', f: { plateNumber: '4002' } } });
    expect(checkLink('prefill', token, secret, later.getTime() + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a forged, altered, cut or other-purpose link, and one of another key', () => {
    const token = signLink('opt-out', { p: 'P/1', m: '91000014' }, later, secret);
    const [payload, signature] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ p: 'P/2', m: '91000014', exp: Math.floor(later.getTime() / 1000) })).toString('base64url');
    for (const bad of [`${altered}.${signature}`, `${payload}.${signature.slice(0, -2)}`, payload, `${token}.x`, '', 'a'.repeat(2000)]) {
      expect(checkLink('opt-out', bad, secret), bad.slice(0, 30)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(checkLink('prefill', token, secret)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLink('opt-out', token, 'another-secret-0123456789')).toEqual({ ok: false, reason: 'invalid' });
    // Expired and forged: forged (an expired answer would confirm the guess was genuine).
    expect(checkLink('opt-out', `${altered}.${signature}`, secret, later.getTime() + 1)).toEqual({ ok: false, reason: 'invalid' });
  });
});
