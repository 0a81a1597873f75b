// A baseline (sequential, Huffman) JPEG decoder that returns only the luminance plane: all the
// strip reader needs, and what browsers and cameras write when a canvas is saved as JPEG.
// Colour planes are entropy-decoded only to stay in step with the bit stream. Progressive and
// arithmetic-coded files are refused as unreadable.
import { ImageDecodeError } from './png.js';
import type { GrayImage } from './strip-reader.js';

const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21,
  28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61,
  54, 47, 55, 62, 63,
];
const MAX_PIXELS = 16_000_000;
/** COS[x * 8 + u] = C(u) / 2 * cos((2x + 1) u pi / 16), the 1-D IDCT basis. */
const COS = new Float64Array(64);
for (let x = 0; x < 8; x++) {
  for (let u = 0; u < 8; u++) COS[x * 8 + u] = (u === 0 ? Math.SQRT1_2 : 1) / 2 * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
}

interface Huffman { maxCode: Int32Array; valPtr: Int32Array; minCode: Int32Array; values: Uint8Array }
interface Component { id: number; h: number; v: number; tq: number; blocksX: number; blocksY: number }

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export function decodeJpeg(bytes: Uint8Array): GrayImage {
  if (!isJpeg(bytes)) throw new ImageDecodeError('not a JPEG');
  const quant: Int32Array[] = [];
  const dcTables: Huffman[] = [];
  const acTables: Huffman[] = [];
  let frame: { width: number; height: number; components: Component[]; hMax: number; vMax: number } | null = null;
  let luma: Uint8Array | null = null;
  let restartInterval = 0;
  let pos = 2;
  const u16 = (at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) throw new ImageDecodeError('marker expected');
    const marker = bytes[pos + 1]!;
    if (marker === 0xff) { pos++; continue; }
    if (marker === 0xd9) break;
    const length = u16(pos + 2);
    const body = bytes.subarray(pos + 4, pos + 2 + length);
    if (length < 2 || body.length !== length - 2) throw new ImageDecodeError('truncated segment');
    pos += 2 + length;
    if (marker === 0xdb) readQuant(body, quant);
    else if (marker === 0xc4) readHuffman(body, dcTables, acTables);
    else if (marker === 0xdd) restartInterval = (body[0]! << 8) | body[1]!;
    else if (marker === 0xc0 || marker === 0xc1) frame = readFrame(body);
    else if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      throw new ImageDecodeError('only baseline JPEG is read');
    } else if (marker === 0xda) {
      if (!frame) throw new ImageDecodeError('scan before frame');
      luma ??= new Uint8Array(frame.components[0]!.blocksX * frame.components[0]!.blocksY * 64);
      pos = decodeScan(bytes, pos, body, frame, { quant, dcTables, acTables, restartInterval }, luma);
    }
  }
  if (!frame || !luma) throw new ImageDecodeError('no image data');
  return cropLuma(frame, luma);
}

function readQuant(body: Uint8Array, quant: Int32Array[]): void {
  for (let at = 0; at < body.length;) {
    const wide = body[at]! >> 4;
    const table = new Int32Array(64);
    for (let k = 0; k < 64; k++) table[k] = wide ? (body[at + 1 + 2 * k]! << 8) | body[at + 2 + 2 * k]! : body[at + 1 + k]!;
    quant[body[at]! & 15] = table;
    at += 1 + 64 * (wide ? 2 : 1);
  }
}

function readHuffman(body: Uint8Array, dc: Huffman[], ac: Huffman[]): void {
  for (let at = 0; at < body.length;) {
    const counts = body.subarray(at + 1, at + 17);
    const total = counts.reduce((sum, n) => sum + n, 0);
    const table: Huffman = {
      maxCode: new Int32Array(18).fill(-1), valPtr: new Int32Array(17), minCode: new Int32Array(17),
      values: body.slice(at + 17, at + 17 + total),
    };
    let code = 0;
    let index = 0;
    for (let length = 1; length <= 16; length++) {
      table.valPtr[length] = index;
      table.minCode[length] = code;
      code += counts[length - 1]!;
      index += counts[length - 1]!;
      table.maxCode[length] = counts[length - 1] ? code - 1 : -1;
      code <<= 1;
    }
    (body[at]! >> 4 ? ac : dc)[body[at]! & 15] = table;
    at += 17 + total;
  }
}

function readFrame(body: Uint8Array) {
  if (body[0] !== 8) throw new ImageDecodeError('only 8-bit JPEG is read');
  const height = (body[1]! << 8) | body[2]!;
  const width = (body[3]! << 8) | body[4]!;
  const count = body[5]!;
  if (!width || !height || width * height > MAX_PIXELS || count < 1) throw new ImageDecodeError('bad size');
  const raw = Array.from({ length: count }, (_, i) => ({
    id: body[6 + 3 * i]!, h: body[7 + 3 * i]! >> 4, v: body[7 + 3 * i]! & 15, tq: body[8 + 3 * i]!,
  }));
  const hMax = Math.max(...raw.map((c) => c.h));
  const vMax = Math.max(...raw.map((c) => c.v));
  if (raw.some((c) => c.h < 1 || c.v < 1)) throw new ImageDecodeError('bad sampling');
  const mcusX = Math.ceil(width / (8 * hMax));
  const mcusY = Math.ceil(height / (8 * vMax));
  // Blocks are allocated to whole MCUs so that interleaved scans never write out of bounds.
  const components = raw.map((c) => ({ ...c, blocksX: mcusX * c.h, blocksY: mcusY * c.v }));
  return { width, height, components, hMax, vMax };
}

interface Tables { quant: Int32Array[]; dcTables: Huffman[]; acTables: Huffman[]; restartInterval: number }

/** Decodes one scan starting at `pos`; returns the position of the marker that ends it. */
function decodeScan(
  bytes: Uint8Array, pos: number, header: Uint8Array,
  frame: NonNullable<ReturnType<typeof readFrame>>, tables: Tables, luma: Uint8Array,
): number {
  const scan = Array.from({ length: header[0]! }, (_, i) => {
    const component = frame.components.find((c) => c.id === header[1 + 2 * i]);
    const dc = tables.dcTables[header[2 + 2 * i]! >> 4];
    const ac = tables.acTables[header[2 + 2 * i]! & 15];
    if (!component || !dc || !ac) throw new ImageDecodeError('scan refers to a missing table');
    return { component, dc, ac, isLuma: component === frame.components[0], pred: 0 };
  });
  let bitBuffer = 0;
  let bitCount = 0;
  const readBit = (): number => {
    if (bitCount === 0) {
      let byte = bytes[pos] ?? 0;
      if (byte === 0xff) {
        const next = bytes[pos + 1] ?? 0;
        if (next === 0) pos += 2;
        else byte = 0; // a marker: pad with zeros, as decoders do for a short scan
      } else pos++;
      bitBuffer = byte;
      bitCount = 8;
    }
    bitCount--;
    return (bitBuffer >> bitCount) & 1;
  };
  const receive = (n: number): number => {
    let value = 0;
    for (let i = 0; i < n; i++) value = (value << 1) | readBit();
    return n && value < 1 << (n - 1) ? value - (1 << n) + 1 : value;
  };
  const decode = (table: Huffman): number => {
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      code = (code << 1) | readBit();
      if (code <= table.maxCode[length]!) return table.values[table.valPtr[length]! + code - table.minCode[length]!]!;
    }
    throw new ImageDecodeError('bad Huffman code');
  };
  const coefficients = new Float64Array(64);
  const decodeBlock = (s: (typeof scan)[number], blockX: number, blockY: number): void => {
    const q = tables.quant[s.component.tq];
    if (!q) throw new ImageDecodeError('missing quantisation table');
    coefficients.fill(0);
    const t = decode(s.dc);
    s.pred += receive(t);
    coefficients[0] = s.pred * q[0]!;
    for (let k = 1; k < 64;) {
      const rs = decode(s.ac);
      const [run, size] = [rs >> 4, rs & 15];
      if (size === 0) {
        if (run !== 15) break;
        k += 16;
        continue;
      }
      k += run;
      if (k > 63) throw new ImageDecodeError('coefficient out of range');
      coefficients[ZIGZAG[k]!] = receive(size) * q[k]!;
      k++;
    }
    if (s.isLuma && blockX < s.component.blocksX && blockY < s.component.blocksY) {
      idctInto(coefficients, luma, s.component.blocksX * 8, blockX * 8, blockY * 8);
    }
  };
  const single = scan.length === 1 ? scan[0]! : null;
  const mcusX = single ? Math.ceil((Math.ceil((frame.width * single.component.h) / frame.hMax)) / 8) : frame.components[0]!.blocksX / frame.components[0]!.h;
  const mcusY = single ? Math.ceil((Math.ceil((frame.height * single.component.v) / frame.vMax)) / 8) : frame.components[0]!.blocksY / frame.components[0]!.v;
  const total = mcusX * mcusY;
  for (let mcu = 0; mcu < total; mcu++) {
    if (tables.restartInterval && mcu > 0 && mcu % tables.restartInterval === 0) {
      bitCount = 0;
      while (pos + 1 < bytes.length && !(bytes[pos] === 0xff && bytes[pos + 1]! >= 0xd0 && bytes[pos + 1]! <= 0xd7)) pos++;
      pos += 2;
      for (const s of scan) s.pred = 0;
    }
    const [mx, my] = [mcu % mcusX, Math.floor(mcu / mcusX)];
    if (single) decodeBlock(single, mx, my);
    else {
      for (const s of scan) {
        for (let v = 0; v < s.component.v; v++) {
          for (let h = 0; h < s.component.h; h++) decodeBlock(s, mx * s.component.h + h, my * s.component.v + v);
        }
      }
    }
  }
  // Skip to the next marker that is not a restart or stuffed byte.
  while (pos + 1 < bytes.length && !(bytes[pos] === 0xff && bytes[pos + 1] !== 0 && (bytes[pos + 1]! < 0xd0 || bytes[pos + 1]! > 0xd7))) pos++;
  return pos;
}

/** Separable 8x8 inverse DCT, level-shifted and clamped, written into the plane. */
function idctInto(c: Float64Array, plane: Uint8Array, stride: number, x0: number, y0: number): void {
  const rows = new Float64Array(64);
  for (let v = 0; v < 8; v++) {
    for (let x = 0; x < 8; x++) {
      let sum = 0;
      for (let u = 0; u < 8; u++) sum += COS[x * 8 + u]! * c[v * 8 + u]!;
      rows[v * 8 + x] = sum;
    }
  }
  for (let x = 0; x < 8; x++) {
    for (let y = 0; y < 8; y++) {
      let sum = 0;
      for (let v = 0; v < 8; v++) sum += COS[y * 8 + v]! * rows[v * 8 + x]!;
      plane[(y0 + y) * stride + x0 + x] = Math.max(0, Math.min(255, Math.round(sum + 128)));
    }
  }
}

/** The luminance plane at picture size; a subsampled luma (rare) is stretched back. */
function cropLuma(frame: NonNullable<ReturnType<typeof readFrame>>, plane: Uint8Array): GrayImage {
  const { width, height, hMax, vMax } = frame;
  const c = frame.components[0]!;
  const stride = c.blocksX * 8;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.floor((y * c.v) / vMax);
    for (let x = 0; x < width; x++) data[y * width + x] = plane[sy * stride + Math.floor((x * c.h) / hMax)]!;
  }
  return { width, height, data };
}
