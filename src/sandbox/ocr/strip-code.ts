// The sandbox's machine-readable strip: a stack of 1-D lines of black and white modules.
// Each line is self-locating (start and end finders give its position and module width) and
// self-checking (CRC-8), so any horizontal scanline that crosses a line can decode it whatever
// the scale, JPEG blur or letterboxing of the picture. Several lines carry one message, which
// carries its own CRC-16 so a set of lines from two different cards can never pass as one.

/** Bytes of message per line: few enough that a module stays wide on a 640-pixel webcam frame. */
export const BYTES_PER_LINE = 6;
export const MAX_LINES = 16;
/** Start finder B4 W1 B1 W1; the end finder mirrors it, so a mirrored picture still reads. */
export const START_FINDER = [1, 1, 1, 1, 0, 1, 0] as const;
export const END_FINDER = [0, 1, 0, 1, 1, 1, 1] as const;
/** Header byte + data bytes + CRC-8, as bits. */
export const DATA_BITS = (1 + BYTES_PER_LINE + 1) * 8;
export const MODULES_PER_LINE = START_FINDER.length + DATA_BITS + END_FINDER.length;
export const MAX_MESSAGE_BYTES = MAX_LINES * BYTES_PER_LINE - 3;

export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** CRC-16/CCITT-FALSE. */
export function crc16(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The modules (1 = black) of every line of the strip that carries `message`. */
export function encodeStrip(message: Uint8Array): number[][] {
  if (message.length > MAX_MESSAGE_BYTES) {
    throw new RangeError(`strip message of ${message.length} bytes exceeds ${MAX_MESSAGE_BYTES}`);
  }
  const check = crc16(message);
  const framed = new Uint8Array(Math.ceil((message.length + 3) / BYTES_PER_LINE) * BYTES_PER_LINE);
  framed[0] = message.length;
  framed.set(message, 1);
  framed[message.length + 1] = check >> 8;
  framed[message.length + 2] = check & 0xff;
  const count = framed.length / BYTES_PER_LINE;
  const lines: number[][] = [];
  for (let index = 0; index < count; index++) {
    const line = new Uint8Array(BYTES_PER_LINE + 2);
    line[0] = (index << 4) | (count - 1);
    line.set(framed.subarray(index * BYTES_PER_LINE, (index + 1) * BYTES_PER_LINE), 1);
    line[BYTES_PER_LINE + 1] = crc8(line.subarray(0, BYTES_PER_LINE + 1));
    lines.push([...START_FINDER, ...toBits(line), ...END_FINDER]);
  }
  return lines;
}

export interface DecodedLine {
  index: number;
  count: number;
  data: Uint8Array;
}

/** One line's data bits (between the finders) back to its content, or null when its CRC fails. */
export function decodeLineBits(bits: ArrayLike<number>): DecodedLine | null {
  if (bits.length !== DATA_BITS) return null;
  const bytes = new Uint8Array(DATA_BITS / 8);
  for (let i = 0; i < DATA_BITS; i++) if (bits[i]) bytes[i >> 3]! |= 0x80 >> (i & 7);
  if (crc8(bytes.subarray(0, BYTES_PER_LINE + 1)) !== bytes[BYTES_PER_LINE + 1]) return null;
  return { index: bytes[0]! >> 4, count: (bytes[0]! & 0x0f) + 1, data: bytes.slice(1, BYTES_PER_LINE + 1) };
}

/**
 * Joins decoded lines into the message once every line of one count is present and the
 * message CRC holds; null while lines are missing or when they do not belong together.
 */
export function assembleMessage(lines: Iterable<DecodedLine>): Uint8Array | null {
  const byCount = new Map<number, Map<number, Uint8Array>>();
  for (const line of lines) {
    if (line.index >= line.count) continue;
    const slot = byCount.get(line.count) ?? new Map<number, Uint8Array>();
    slot.set(line.index, line.data);
    byCount.set(line.count, slot);
  }
  for (const [count, slot] of byCount) {
    if (slot.size !== count) continue;
    const framed = new Uint8Array(count * BYTES_PER_LINE);
    for (const [index, data] of slot) framed.set(data, index * BYTES_PER_LINE);
    const length = framed[0]!;
    if (length + 3 > framed.length) continue;
    const message = framed.slice(1, length + 1);
    if (crc16(message) === ((framed[length + 1]! << 8) | framed[length + 2]!)) return message;
  }
  return null;
}

function toBits(bytes: Uint8Array): number[] {
  const bits: number[] = [];
  for (const byte of bytes) for (let i = 7; i >= 0; i--) bits.push((byte >> i) & 1);
  return bits;
}
