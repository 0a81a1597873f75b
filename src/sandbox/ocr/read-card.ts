// The simulator's "OCR": decode the picture, refuse what a real vendor could not read either,
// then look for the strip.
import { decodePayload, type CardPayload } from './card-payload.js';
import { ImageDecodeError, decodeImage, isJpeg, isPng } from './decode-image.js';
import { readStrip, type GrayImage } from './strip-reader.js';

/** Smaller than this on either side and no vendor would find text on it. */
export const MIN_SIDE = 100;
/** Spread between the 2nd and 98th percentile of luminance below which a picture is blank. */
export const MIN_CONTRAST = 24;

export type CardReading =
  | { outcome: 'unreadable'; reason: 'not-an-image' | 'too-small' | 'blank' }
  /** A picture that could be read; payload is null when it holds no strip (a card's front, a photo). */
  | { outcome: 'read'; payload: CardPayload | null };

export function readCard(bytes: Uint8Array): CardReading {
  let image: GrayImage;
  try {
    if (!isPng(bytes) && !isJpeg(bytes)) return { outcome: 'unreadable', reason: 'not-an-image' };
    image = decodeImage(bytes);
  } catch (error) {
    if (error instanceof ImageDecodeError) return { outcome: 'unreadable', reason: 'not-an-image' };
    throw error;
  }
  if (image.width < MIN_SIDE || image.height < MIN_SIDE) return { outcome: 'unreadable', reason: 'too-small' };
  if (contrast(image) < MIN_CONTRAST) return { outcome: 'unreadable', reason: 'blank' };
  const message = readStrip(image);
  return { outcome: 'read', payload: message ? decodePayload(message) : null };
}

function contrast(image: GrayImage): number {
  const histogram = new Uint32Array(256);
  for (const value of image.data) histogram[value]!++;
  const cut = image.data.length * 0.02;
  const percentile = (fromTop: boolean): number => {
    let seen = 0;
    for (let i = 0; i < 256; i++) {
      const level = fromTop ? 255 - i : i;
      seen += histogram[level]!;
      if (seen > cut) return level;
    }
    return fromTop ? 0 : 255;
  };
  return percentile(true) - percentile(false);
}
