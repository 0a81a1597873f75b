// A small PNG decoder to luminance, enough for the simulator to look at an uploaded picture.
// Handles every colour type and bit depth of non-interlaced PNG; interlaced files are refused
// (no browser or screenshot tool the sandbox meets writes them).
import { inflateSync } from 'node:zlib';
import type { GrayImage } from './strip-reader.js';

export class ImageDecodeError extends Error {
  override name = 'ImageDecodeError';
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Refuses absurd headers before allocating for them. */
const MAX_PIXELS = 16_000_000;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(SIGNATURE);
}

export interface RgbaImage {
  width: number;
  height: number;
  /** Four bytes per pixel (red, green, blue, alpha), row by row. */
  rgba: Uint8Array;
}

/** Luminance (BT.601) with transparency shown over white, as a browser shows it on a white page. */
export function decodePng(input: Uint8Array): GrayImage {
  const { width, height, rgba } = decodePngRgba(input);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    const luma = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
    const alpha = rgba[i * 4 + 3]!;
    data[i] = Math.round((luma * alpha + 255 * (255 - alpha)) / 255);
  }
  return { width, height, data };
}

export function decodePngRgba(input: Uint8Array): RgbaImage {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (!isPng(bytes)) throw new ImageDecodeError('not a PNG');
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null = null;
  let palette: Uint8Array | null = null;
  const idat: Buffer[] = [];
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw new ImageDecodeError('truncated chunk');
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colour: body[9]!,
        interlace: body[12]!,
      };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header) throw new ImageDecodeError('no IHDR');
  const { width, height, depth, colour, interlace } = header;
  const channels = CHANNELS[colour];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth)) throw new ImageDecodeError('unsupported PNG format');
  if (interlace !== 0) throw new ImageDecodeError('interlaced PNG');
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) throw new ImageDecodeError('bad size');
  if (colour === 3 && !palette) throw new ImageDecodeError('palette missing');
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    throw new ImageDecodeError('corrupt image data');
  }
  const bitsPerPixel = channels * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  if (raw.length < height * (stride + 1)) throw new ImageDecodeError('image data too short');
  const pixels = unfilter(raw, height, stride, Math.max(1, bitsPerPixel >> 3));
  return toRgba(pixels, width, height, stride, depth, colour, palette);
}

function unfilter(raw: Buffer, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[at + x - bpp]! : 0;
      const b = y > 0 ? out[at - stride + x]! : 0;
      const c = x >= bpp && y > 0 ? out[at - stride + x - bpp]! : 0;
      let predictor: number;
      switch (filter) {
        case 0: predictor = 0; break;
        case 1: predictor = a; break;
        case 2: predictor = b; break;
        case 3: predictor = (a + b) >> 1; break;
        case 4: predictor = paeth(a, b, c); break;
        default: throw new ImageDecodeError(`bad filter ${filter}`);
      }
      out[at + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function toRgba(
  pixels: Uint8Array, width: number, height: number, stride: number,
  depth: number, colour: number, palette: Uint8Array | null,
): RgbaImage {
  const rgba = new Uint8Array(width * height * 4);
  const channels = CHANNELS[colour]!;
  const max = (1 << Math.min(depth, 8)) - 1;
  // A sample of any depth scaled to 0..255; 16-bit samples keep their high byte.
  const sample = (row: number, index: number): number => {
    if (depth === 16) return pixels[row + index * 2]!;
    if (depth === 8) return pixels[row + index]!;
    const bit = index * depth;
    const value = (pixels[row + (bit >> 3)]! >> (8 - depth - (bit & 7))) & max;
    return colour === 3 ? value : Math.round((value * 255) / max);
  };
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      let r: number; let g: number; let b: number; let alpha = 255;
      if (colour === 3) {
        const entry = sample(row, x) * 3;
        [r, g, b] = [palette![entry] ?? 0, palette![entry + 1] ?? 0, palette![entry + 2] ?? 0];
      } else if (colour === 0 || colour === 4) {
        r = g = b = sample(row, x * channels);
        if (colour === 4) alpha = sample(row, x * channels + 1);
      } else {
        [r, g, b] = [sample(row, x * channels), sample(row, x * channels + 1), sample(row, x * channels + 2)];
        if (colour === 6) alpha = sample(row, x * channels + 3);
      }
      rgba.set([r, g, b, alpha], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}
