import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isVisitId, visitBucket, visitIdFromBytes } from './visit.js';

describe('visit ids', () => {
  it('accepts the ids the page makes and refuses anything else', () => {
    expect(isVisitId(randomUUID())).toBe(true);
    for (const bad of ['', 'abc', randomUUID().toUpperCase(), `${randomUUID()} `, 42, null, '00000000-0000-0000-0000-000000000000']) {
      expect(isVisitId(bad)).toBe(false);
    }
  });

  it('makes a visit id of given bytes: the same bytes, the same id', () => {
    expect(visitIdFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(visitIdFromBytes(new Uint8Array(32))).toBe('00000000-0000-4000-8000-000000000000');
    for (let i = 0; i < 50; i++) expect(isVisitId(visitIdFromBytes(new Uint8Array(16).map(() => (i * 37 + 11) % 256)))).toBe(true);
  });

  it('gives a stable bucket, spread evenly over 0-99', () => {
    const id = randomUUID();
    expect(visitBucket(id)).toBe(visitBucket(id));
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 20_000; i += 1) counts[visitBucket(randomUUID())]! += 1;
    // 200 expected per bucket; 4 standard deviations (about 14 each) either side.
    for (const count of counts) expect(count).toBeGreaterThan(140), expect(count).toBeLessThan(260);
    const under20 = counts.slice(0, 20).reduce((a, b) => a + b, 0) / 20_000;
    expect(Math.abs(under20 - 0.2)).toBeLessThan(0.02);
  });
});
