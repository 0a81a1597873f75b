import { describe, expect, it } from 'vitest';
import { decodePayload, encodePayload } from './card-payload.js';
import { DATA_BITS, MAX_MESSAGE_BYTES, assembleMessage, decodeLineBits, encodeStrip, type DecodedLine } from './strip-code.js';
import { readStrip, type GrayImage } from './strip-reader.js';

/** Paints strip lines as a picture: modulePx wide modules, a quiet zone, optional mirror and noise. */
function paint(lines: number[][], modulePx: number, options: { mirror?: boolean; noise?: number; lineGap?: number } = {}): GrayImage {
  const lineHeight = 24;
  const gap = options.lineGap ?? 0;
  const quiet = 30;
  const width = Math.ceil(lines[0]!.length * modulePx) + 2 * quiet;
  const height = lines.length * (lineHeight + gap) + 2 * quiet;
  const data = new Uint8Array(width * height).fill(235);
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  lines.forEach((modules, index) => {
    for (let y = 0; y < lineHeight; y++) {
      const row = quiet + index * (lineHeight + gap) + y;
      for (let x = 0; x < width - 2 * quiet; x++) {
        const module = modules[Math.floor(x / modulePx)] ?? 0;
        const column = options.mirror ? width - 1 - quiet - x : quiet + x;
        data[row * width + column] = module ? 20 : 235;
      }
    }
  });
  if (options.noise) {
    for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + (random() - 0.5) * 2 * options.noise));
  }
  return { width, height, data };
}

const message = encodePayload({ kind: 'licence', name: 'Said Al Maskari', licenceNumber: '55000008' });

describe('strip code', () => {
  it('reads back what it wrote, at any module width including fractional ones', () => {
    for (const modulePx of [2, 3.4, 5, 9.7, 14]) {
      expect(readStrip(paint(encodeStrip(message), modulePx))).toEqual(message);
    }
  });

  it('reads a mirrored picture, as a front camera shows it', () => {
    expect(readStrip(paint(encodeStrip(message), 6, { mirror: true }))).toEqual(message);
  });

  it('reads through noise and with gaps between lines', () => {
    expect(readStrip(paint(encodeStrip(message), 6, { noise: 60, lineGap: 10 }))).toEqual(message);
  });

  it('finds nothing in a picture without the strip or with one line missing', () => {
    const lines = encodeStrip(message);
    expect(lines.length).toBeGreaterThan(2);
    expect(readStrip(paint(lines.slice(1), 6))).toBeNull();
    const flat = { width: 200, height: 200, data: new Uint8Array(40_000).fill(128) };
    expect(readStrip(flat)).toBeNull();
  });

  it('refuses a line with one bit flipped (CRC-8)', () => {
    const line = encodeStrip(message)[0]!;
    const bits = line.slice(7, 7 + DATA_BITS);
    expect(decodeLineBits(bits)).not.toBeNull();
    for (const flip of [0, 13, DATA_BITS - 1]) {
      const bad = [...bits];
      bad[flip] = bad[flip] ? 0 : 1;
      expect(decodeLineBits(bad)).toBeNull();
    }
  });

  it('does not assemble lines of two different messages with the same line count', () => {
    const other = encodePayload({ kind: 'licence', name: 'Noor Al Busaidi', licenceNumber: '55000009' });
    const decode = (m: Uint8Array) => encodeStrip(m).map((l) => decodeLineBits(l.slice(7, 7 + DATA_BITS))!);
    const [a, b] = [decode(message), decode(other)];
    expect(a.length).toBe(b.length);
    const mixed: DecodedLine[] = [...a.slice(0, 2), ...b.slice(2)];
    expect(assembleMessage(mixed)).toBeNull();
    expect(assembleMessage(a)).toEqual(message);
  });

  it('refuses a message longer than the strip holds', () => {
    expect(() => encodeStrip(new Uint8Array(MAX_MESSAGE_BYTES + 1))).toThrow(RangeError);
    expect(encodeStrip(new Uint8Array(MAX_MESSAGE_BYTES)).length).toBe(16);
  });
});

describe('card payload', () => {
  it('round-trips every kind, empty fields included', () => {
    for (const payload of [
      { kind: 'mulkiya', plateNumber: '2001', plateCode: 'H', chassis: '' },
      { kind: 'licence', name: 'يوسف الزدجالي', licenceNumber: '55000007' },
      { kind: 'fault', status: 503 },
    ] as const) {
      expect(decodePayload(encodePayload(payload))).toEqual(payload);
    }
  });

  it('refuses a separator inside a field and bytes of no known kind', () => {
    expect(() => encodePayload({ kind: 'licence', name: 'A|B', licenceNumber: '1' })).toThrow();
    expect(decodePayload(new TextEncoder().encode('X1|2'))).toBeNull();
    expect(decodePayload(new TextEncoder().encode('F200'))).toBeNull();
    expect(decodePayload(new Uint8Array([0x4c, 0xff]))).toBeNull();
  });
});
