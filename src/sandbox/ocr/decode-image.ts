// Uploaded pictures to luminance, with well-kept decoders (pngjs, jpeg-js): all the strip reader
// needs. Anything they cannot read, or a header asking for absurd sizes, is an ImageDecodeError,
// which the simulator answers as an unreadable picture, as a real vendor would.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { GrayImage } from './strip-reader.js';

export class ImageDecodeError extends Error {
  override name = 'ImageDecodeError';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Refuses absurd headers before allocating for them. */
const MAX_PIXELS = 16_000_000;

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE);
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** A PNG or JPEG as luminance (BT.601), transparency shown over white as a browser shows it on a white page. */
export function decodeImage(bytes: Uint8Array): GrayImage {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    if (isPng(bytes)) {
      // IHDR is the first chunk: width and height at bytes 16 and 20.
      if (buffer.length < 24 || buffer.readUInt32BE(16) * buffer.readUInt32BE(20) > MAX_PIXELS) throw new Error('PNG too large or truncated');
      decoded = PNG.sync.read(buffer);
    } else if (isJpeg(bytes)) {
      decoded = jpeg.decode(buffer, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 256 });
    } else {
      throw new Error('neither PNG nor JPEG');
    }
  } catch (error) {
    throw new ImageDecodeError((error as Error).message);
  }
  const { width, height, data: rgba } = decoded;
  if (!width || !height || rgba.length < width * height * 4) throw new ImageDecodeError('the picture has no pixels');
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    const luma = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
    const alpha = rgba[i * 4 + 3]!;
    data[i] = Math.round((luma * alpha + 255 * (255 - alpha)) / 255);
  }
  return { width, height, data };
}
