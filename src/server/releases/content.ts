// What a release holds and how it is named: its files, their content hash, and which paths a
// draft may write (a file of a kind the tree reads, never a path that leaves the tree).
import { createHash } from 'node:crypto';
import type { ReleaseTexts } from '../../config/index.js';
import { AppError } from '../errors.js';
import { hasLoneSurrogate } from '../plugins/control-chars.js';

/**
 * sha256 of the files' exact texts, by path: the same bytes, the same hash. Key order and spacing
 * count, as they do for what a release serves (a form's fields follow its `properties`).
 */
export function contentHash(texts: ReleaseTexts): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(texts).sort()) hash.update(`${JSON.stringify(path)}:${JSON.stringify(texts[path])}\n`);
  return hash.digest('hex');
}

/** A draft's whole tree: its base's files with its changes on top (null removes a file). */
export function applyChanges<T>(base: Record<string, T>, changes: Record<string, T | null>): Record<string, T> {
  const files: Record<string, T> = { ...base };
  for (const [path, value] of Object.entries(changes)) {
    if (value === null) delete files[path];
    else files[path] = value;
  }
  return files;
}

/** The changes that turn `from` into `to`, text by text (what a rollback draft holds). */
export function changesBetween(from: ReleaseTexts, to: ReleaseTexts): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const path of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (!(path in to)) changes[path] = null;
    else if (from[path] !== to[path]) changes[path] = to[path]!;
  }
  return changes;
}

/**
 * How deep a config file may nest objects and lists (docs/releases.md): the deepest shipped file
 * nests 10 levels; anything far deeper is refused before the checker, the database or
 * JSON.stringify walk it (each of them recurses, and a deep enough value overflows the stack).
 */
export const MAX_FILE_DEPTH = 64;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A file's JSON may hold only text the database can store: no NUL and no lone surrogate, in keys
 * or values (PostgreSQL's jsonb refuses both; the customer's fields refuse them too); and it nests
 * at most MAX_FILE_DEPTH levels. Walked with a stack of its own, never by recursion, so a value
 * nested a million deep is refused like any other.
 */
export function wellFormedJson(value: unknown): void {
  const bad = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);
  const malformed = (pointer: string) => new AppError('VALIDATION_FAILED', { details: [{ field: pointer || '/', keyword: 'malformedText', message: 'must be well-formed text' }] });
  // Pointers are built only for what is refused: a path is kept as the parent's entry and a key.
  interface Entry { value: unknown; depth: number; parent: Entry | undefined; key: string }
  const pointerOf = (entry: Entry | undefined): string => {
    const keys: string[] = [];
    for (let at = entry; at?.parent; at = at.parent) keys.push(escapePointer(at.key));
    return keys.reverse().map((key) => `/${key}`).join('');
  };
  const stack: Entry[] = [{ value, depth: 0, parent: undefined, key: '' }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const item = entry.value;
    if (typeof item === 'string') {
      if (bad(item)) throw malformed(pointerOf(entry));
    } else if (item !== null && typeof item === 'object') {
      const depth = entry.depth + 1;
      if (depth > MAX_FILE_DEPTH) throw new AppError('CONFIG_FILE_TOO_DEEP', { params: { max: MAX_FILE_DEPTH }, details: [{ field: pointerOf(entry) || '/', keyword: 'maxDepth', message: `must nest at most ${MAX_FILE_DEPTH} levels` }] });
      if (Array.isArray(item)) {
        for (let i = item.length - 1; i >= 0; i -= 1) stack.push({ value: item[i], depth, parent: entry, key: String(i) });
      } else {
        for (const [key, child] of Object.entries(item)) {
          if (bad(key)) throw malformed(pointerOf(entry));
          stack.push({ value: child, depth, parent: entry, key });
        }
      }
    }
  }
}
