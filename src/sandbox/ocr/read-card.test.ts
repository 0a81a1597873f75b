import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CARDS_DIR, cardFile, loadCards, payloadOf } from '../../../tests/fixtures/cards/cards.js';
import { readCard } from './read-card.js';

const cards = loadCards();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, b) => CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

/** A grayscale 8-bit PNG of the given pixels. */
function grayPng(width: number, height: number, pixel: (x: number, y: number) => number): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = pixel(x, y);
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

describe('the simulator reading the sample cards', () => {
  it('has sample cards for every case the journey tests need', () => {
    const ids = cards.map((card) => card.id);
    expect(ids).toEqual(expect.arrayContaining([
      'mulkiya-2001-h', 'mulkiya-2002-h', 'mulkiya-1001-a', 'mulkiya-1007-d', 'mulkiya-missing-chassis',
      'licence-55000008', 'licence-55000009', 'licence-55999999', 'ocr-fault',
    ]));
  });

  for (const card of cards) {
    it(`reads ${card.id}: the back (PNG) and the fake-webcam capture (JPEG) give its fields`, () => {
      expect(readCard(readFileSync(cardFile(card.id, '-back.png')))).toEqual({ outcome: 'read', payload: payloadOf(card) });
      expect(readCard(readFileSync(cardFile(card.id, '-webcam.jpg')))).toEqual({ outcome: 'read', payload: payloadOf(card) });
    });

    it(`reads ${card.id}: the front is a readable picture without a strip`, () => {
      expect(readCard(readFileSync(cardFile(card.id, '-front.png')))).toEqual({ outcome: 'read', payload: null });
    });

    it(`reads ${card.id}: the .mjpeg frame for the fake webcam carries the strip`, () => {
      expect(readCard(readFileSync(cardFile(card.id, '.mjpeg')))).toEqual({ outcome: 'read', payload: payloadOf(card) });
    });
  }

  it('answers unreadable for a blank picture, a tiny one and bytes that are no picture', () => {
    expect(readCard(readFileSync(`${CARDS_DIR}blank.png`))).toEqual({ outcome: 'unreadable', reason: 'blank' });
    expect(readCard(grayPng(60, 300, (x) => (x % 2 ? 0 : 255)))).toEqual({ outcome: 'unreadable', reason: 'too-small' });
    expect(readCard(Buffer.from('%PDF-1.7 not a picture'))).toEqual({ outcome: 'unreadable', reason: 'not-an-image' });
    expect(readCard(Buffer.from('hello'))).toEqual({ outcome: 'unreadable', reason: 'not-an-image' });
  });

  it('answers unreadable for a truncated PNG and a truncated JPEG', () => {
    const png = readFileSync(cardFile('licence-55000008', '-back.png'));
    expect(readCard(png.subarray(0, 200))).toEqual({ outcome: 'unreadable', reason: 'not-an-image' });
    const jpeg = readFileSync(cardFile('licence-55000008', '-webcam.jpg'));
    expect(readCard(jpeg.subarray(0, 100))).toEqual({ outcome: 'unreadable', reason: 'not-an-image' });
  });

  it('reads a hand-made grayscale PNG: a picture with content but no strip', () => {
    const stripes = grayPng(300, 200, (x, y) => ((x >> 4) + (y >> 4)) % 2 ? 30 : 220);
    expect(readCard(stripes)).toEqual({ outcome: 'read', payload: null });
  });
});
