// Finds and reads the strip's lines in a grayscale picture, one horizontal scanline at a time.
import { DATA_BITS, MODULES_PER_LINE, START_FINDER, assembleMessage, decodeLineBits, type DecodedLine } from './strip-code.js';

export interface GrayImage {
  width: number;
  height: number;
  /** One byte of luminance per pixel, row by row. */
  data: Uint8Array;
}

/** A row whose darkest and lightest pixels differ by less than this holds no strip. */
const MIN_ROW_CONTRAST = 60;
/** How far a finder's runs may stray from their ideal widths (JPEG blur, resampling). */
const RUN_TOLERANCE = 0.5;

/** The strip's message, or null when the picture holds no complete readable strip. */
export function readStrip(image: GrayImage): Uint8Array | null {
  const lines = new Map<string, DecodedLine>();
  const step = Math.max(1, Math.floor(image.height / 400));
  for (let y = 0; y < image.height; y += step) {
    const row = image.data.subarray(y * image.width, (y + 1) * image.width);
    for (const line of readRow(row)) {
      lines.set(`${line.count}:${line.index}:${Buffer.from(line.data).toString('hex')}`, line);
    }
    // Checked as lines arrive, so a clean picture stops after its last line.
    if (lines.size > 0 && y % (step * 16) === 0) {
      const message = assembleMessage(lines.values());
      if (message) return message;
    }
  }
  return assembleMessage(lines.values());
}

/** Every line decodable along one row, read left to right and, for a mirrored picture, right to left. */
export function readRow(row: Uint8Array): DecodedLine[] {
  let min = 255;
  let max = 0;
  for (const value of row) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (max - min < MIN_ROW_CONTRAST) return [];
  const threshold = (min + max) / 2;
  const found: DecodedLine[] = [];
  const forward = Float32Array.from(row);
  for (const values of [forward, forward.slice().reverse()]) {
    for (const line of readDirection(values, threshold)) found.push(line);
  }
  return found;
}

interface Run {
  black: boolean;
  start: number;
  length: number;
}

function readDirection(values: Float32Array, threshold: number): DecodedLine[] {
  const runs = toRuns(values, threshold);
  const found: DecodedLine[] = [];
  const finderModules = START_FINDER.length - 1; // B4 W1 B1: six modules
  for (let i = 0; i + 2 < runs.length; i++) {
    const [b4, w1, b1] = [runs[i]!, runs[i + 1]!, runs[i + 2]!];
    if (!b4.black) continue;
    const module = (b4.length + w1.length + b1.length) / finderModules;
    if (!near(b4.length, 4 * module) || !near(w1.length, module) || !near(b1.length, module)) continue;
    const end = findEnd(runs, i + 3, b4.start, module);
    if (end === null) continue;
    const line = sampleLine(values, threshold, b4.start, end);
    if (line) found.push(line);
  }
  return found;
}

/** The right edge of the end finder (B1 W1 B4) nearest to where the line should end. */
function findEnd(runs: Run[], from: number, start: number, module: number): number | null {
  const expected = start + MODULES_PER_LINE * module;
  let best: number | null = null;
  for (let j = from; j + 2 < runs.length; j++) {
    const [b1, w1, b4] = [runs[j]!, runs[j + 1]!, runs[j + 2]!];
    const edge = b4.start + b4.length;
    if (edge > expected + MODULES_PER_LINE * module * 0.15) break;
    if (!b1.black || !b4.black) continue;
    if (!near(w1.length, module) || !near(b4.length, 4 * module)) continue;
    if (Math.abs(edge - expected) > MODULES_PER_LINE * module * 0.15) continue;
    if (best === null || Math.abs(edge - expected) < Math.abs(best - expected)) best = edge;
  }
  return best;
}

/** Reads the data modules between the finders, each from the middle half of its width. */
function sampleLine(values: Float32Array, threshold: number, start: number, end: number): DecodedLine | null {
  const module = (end - start) / MODULES_PER_LINE;
  if (module < 1.5) return null;
  const bits = new Uint8Array(DATA_BITS);
  for (let k = 0; k < DATA_BITS; k++) {
    const centre = start + (START_FINDER.length + k + 0.5) * module;
    const from = Math.floor(centre - module / 4);
    const to = Math.max(from + 1, Math.ceil(centre + module / 4));
    let sum = 0;
    for (let x = from; x < to; x++) sum += values[x]!;
    bits[k] = sum / (to - from) < threshold ? 1 : 0;
  }
  return decodeLineBits(bits);
}

function toRuns(values: Float32Array, threshold: number): Run[] {
  const runs: Run[] = [];
  for (let x = 0; x < values.length; x++) {
    const black = values[x]! < threshold;
    const last = runs[runs.length - 1];
    if (last && last.black === black) last.length++;
    else runs.push({ black, start: x, length: 1 });
  }
  return runs;
}

function near(actual: number, ideal: number): boolean {
  return Math.abs(actual - ideal) <= Math.max(1, ideal * RUN_TOLERANCE);
}
