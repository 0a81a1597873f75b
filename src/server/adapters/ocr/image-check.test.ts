import { describe, expect, it } from 'vitest';
import { UploadRejectedError, checkUpload, detectMediaType } from './image-check.js';

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
/** An ISO-BMFF ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8], 'meta');

function rejection(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UploadRejectedError);
    return (error as UploadRejectedError).code;
  }
  throw new Error('expected an UploadRejectedError');
}

describe('upload check by content', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(detectMediaType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(detectMediaType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('image/png');
    expect(detectMediaType(bytes('%PDF-1.4\n%...'))).toBe('application/pdf');
  });

  it('recognises HEIC and HEIF by their ftyp brands, and not AVIF', () => {
    expect(detectMediaType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(detectMediaType(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
    expect(detectMediaType(ftyp('mif1', 'mif1'))).toBe('image/heif');
    expect(detectMediaType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(detectMediaType(ftyp('mif1', 'mif1', 'avif'))).toBeNull();
    expect(detectMediaType(ftyp('isom', 'isom', 'mp41'))).toBeNull();
  });

  it('rejects what is not a picture or PDF, whatever it is called', () => {
    for (const other of [bytes('GIF89a....'), bytes('<html><body>'), bytes([0x50, 0x4b, 3, 4]), bytes('  %PDF-'), new Uint8Array()]) {
      expect(rejection(() => checkUpload(other, 1000))).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(rejection(() => checkUpload(bytes([0xff, 0xd8]), 1000))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('rejects a file over the cap, and accepts one exactly at it', () => {
    const png = new Uint8Array(1000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(checkUpload(png, 1000)).toEqual({ mediaType: 'image/png', extension: 'png' });
    expect(rejection(() => checkUpload(png, 999))).toBe('PAYLOAD_TOO_LARGE');
    expect(checkUpload(ftyp('heic', 'heic'), 1000).extension).toBe('heic');
    expect(checkUpload(bytes([0xff, 0xd8, 0xff, 0xdb]), 1000).extension).toBe('jpg');
  });
});
