// Checks an uploaded card picture by what its bytes are, never by its file name or the content
// type the browser declared: both are the sender's say-so. Pure, so any upload route can use it.

export type UploadMediaType = 'image/jpeg' | 'image/png' | 'image/heic' | 'image/heif' | 'application/pdf';

export interface CheckedUpload {
  mediaType: UploadMediaType;
  /** The extension to store the file under, from its content. */
  extension: 'jpg' | 'png' | 'heic' | 'heif' | 'pdf';
}

export class UploadRejectedError extends Error {
  override name = 'UploadRejectedError';
  constructor(readonly code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) {
    super(message);
  }
}

/** ISO-BMFF brands of HEIC (HEVC-coded) and of HEIF in general; AVIF shares the container but is not accepted. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

export function detectMediaType(bytes: Uint8Array): UploadMediaType | null {
  const at = (offset: number, ...expected: number[]): boolean => expected.every((b, i) => bytes[offset + i] === b);
  const ascii = (offset: number, length: number): string =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 16 && ascii(4, 4) === 'ftyp') {
    const boxSize = ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
    const end = Math.min(bytes.length, boxSize);
    // Major brand at 8, minor version at 12, then the compatible brands.
    const brands = [ascii(8, 4)];
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(offset, 4));
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
    if (HEIF_BRANDS.has(brands[0]!) && !brands.includes('avif')) return 'image/heif';
  }
  return null;
}

const EXTENSIONS: Record<UploadMediaType, CheckedUpload['extension']> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heif', 'application/pdf': 'pdf',
};

/**
 * Accepts a JPEG, PNG, HEIC/HEIF or PDF of at most maxBytes, else throws UploadRejectedError
 * with the catalogue code the route answers with.
 */
export function checkUpload(bytes: Uint8Array, maxBytes: number): CheckedUpload {
  if (bytes.length > maxBytes) {
    throw new UploadRejectedError('PAYLOAD_TOO_LARGE', `file of ${bytes.length} bytes exceeds ${maxBytes}`);
  }
  const mediaType = detectMediaType(bytes);
  if (!mediaType) throw new UploadRejectedError('UNSUPPORTED_MEDIA_TYPE', 'file is not a JPEG, PNG, HEIC or PDF');
  return { mediaType, extension: EXTENSIONS[mediaType] };
}
