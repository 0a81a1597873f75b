// A visit: one browser tab's session on the portal, named by a random id the page makes itself
// (crypto.randomUUID, kept in sessionStorage) and sends on every API call. It names nobody: no
// token, address or number is derived from it. The step events of a journey carry it, and a staged
// release (a share of new visits) is chosen by it, the same on every process.

export const VISIT_HEADER = 'x-visit-id';

const VISIT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A visit id as the page makes it (a version 4 UUID, lower case); anything else is no visit id. */
export function isVisitId(value: unknown): value is string {
  return typeof value === 'string' && VISIT_ID.test(value);
}

/** A visit id made of 16 given bytes (a repeatable run's): a version 4 UUID as the page makes one. */
export function visitIdFromBytes(bytes: Uint8Array): string {
  const b = Array.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visit's place among 100 buckets (0-99): FNV-1a of its id, pure so every process (and the
 * sandbox's traffic) computes the same. A release on share s serves the visits in buckets < s.
 */
export function visitBucket(visitId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < visitId.length; i += 1) {
    hash ^= visitId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}
