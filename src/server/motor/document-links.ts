// Insurer documents reach the browser only through our proxy, named by a sealed, expiring token.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { PolicyDocument } from '../adapters/insurer/index.js';

/** Where the browser fetches a document: routes/motor/document-proxy.ts serves it. */
export const DOCUMENT_PATH = '/api/v1/motor/documents';
const TOKEN_TTL_MS = 60 * 60 * 1000;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('motor-portal document link v1');

/**
 * Keys from DOCUMENT_LINK_SECRET (server-keys.ts), newest first. A production process has one;
 * several test apps in one process each add theirs, and a link of any of them stays readable.
 * Module state because the links are minted where no app is at hand (payment results).
 */
const keys: Buffer[] = [];

export function useDocumentLinkSecret(secret: string): void {
  if (!secret) throw new Error('document links need DOCUMENT_LINK_SECRET');
  const key = createHash('sha256').update(secret).digest();
  const known = keys.findIndex((k) => k.equals(key));
  if (known >= 0) keys.splice(known, 1);
  keys.unshift(key);
  keys.length = Math.min(keys.length, 16);
}

/**
 * An opaque, expiring token naming one insurer document URL: AES-256-GCM, so the address stays
 * hidden and nobody without the key can mint or alter one, and every process with the same key
 * (and a restarted one) reads it.
 */
export function documentToken(url: string, now = Date.now()): string {
  return sealToken(AAD, { u: url }, now + TOKEN_TTL_MS);
}

export function readDocumentToken(token: string, now = Date.now()): string | null {
  const u = openToken(AAD, token, now)?.u;
  return typeof u === 'string' ? u : null;
}

/**
 * Seals a payload with the document-link key until `expiresAt` (ms). `purpose` is authenticated
 * data: a token sealed for one purpose (a document) never opens as another (a policy's link).
 */
export function sealToken(purpose: Buffer, payload: Record<string, unknown>, expiresAt: number): string {
  const key = keys[0];
  if (!key) throw new Error('document links have no key: useDocumentLinkSecret() was not called');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(purpose);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ ...payload, e: expiresAt }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The payload of a token sealed for `purpose`, or null when forged, of another purpose, or expired. */
export function openToken(purpose: Buffer, token: string, now = Date.now()): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const sealed = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  for (const key of keys) {
    let text: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(purpose).setAuthTag(tag);
      text = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    } catch {
      continue; // another key's token, or a forged one
    }
    const payload = JSON.parse(text) as Record<string, unknown>;
    return typeof payload.e === 'number' && payload.e > now ? payload : null;
  }
  return null;
}

/** The browser fetches documents through us, never from the insurer's host directly. */
export function proxiedDocuments(documents: PolicyDocument[]): PolicyDocument[] {
  return documents.map((doc) => ({ label: doc.label, url: `${DOCUMENT_PATH}/${documentToken(doc.url)}` }));
}
