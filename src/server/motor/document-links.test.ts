import { describe, expect, it } from 'vitest';
import { documentToken, readDocumentToken, useDocumentLinkSecret } from './document-links.js';

const URL_OF_INSURER = 'https://b2b.insurer.example/docs/P-10-0501-2026-900006/schedule.pdf?sig=abc';

describe('document link tokens', () => {
  useDocumentLinkSecret('document-link-test-secret-0123456789abcdef');

  it('hide the insurer document address: no part of the token decodes to it', () => {
    const token = documentToken(URL_OF_INSURER);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('insurer.example');
    expect(token).not.toContain(Buffer.from('insurer').toString('base64url').slice(0, 8));
    expect(readDocumentToken(token)).toBe(URL_OF_INSURER);
    expect(documentToken(URL_OF_INSURER)).not.toBe(token);
  });

  it('are read by any process with the same key, also after a restart (module state reset)', async () => {
    const token = documentToken(URL_OF_INSURER);
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('./document-links.js');
    expect(fresh.readDocumentToken(token)).toBeNull();
    fresh.useDocumentLinkSecret('document-link-test-secret-0123456789abcdef');
    expect(fresh.readDocumentToken(token)).toBe(URL_OF_INSURER);
  });

  it('refuse a changed, truncated, foreign or expired token', () => {
    const token = documentToken(URL_OF_INSURER, Date.now());
    const flipped = Buffer.from(token, 'base64url');
    flipped[20] = flipped[20]! ^ 1;
    expect(readDocumentToken(flipped.toString('base64url'))).toBeNull();
    expect(readDocumentToken(token.slice(0, -4))).toBeNull();
    expect(readDocumentToken('abc.def')).toBeNull();
    expect(readDocumentToken(token, Date.now() + 61 * 60 * 1000)).toBeNull();
    useDocumentLinkSecret('another-secret-of-another-portal-0123456789');
    expect(readDocumentToken(token)).toBe(URL_OF_INSURER); // still one of this process's keys
  });
});
