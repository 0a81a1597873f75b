// What a release holds and how it is named: its files, their content hash, and which paths a
// draft may write (a file of a kind the tree reads, never a path that leaves the tree).
import { createHash } from 'node:crypto';
import type { ReleaseTexts } from '../../config/index.js';
import { appError } from '../errors.js';
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
 * A file's JSON may hold only text the database can store: no NUL and no lone surrogate, in keys
 * or values (PostgreSQL's jsonb refuses both; the customer's fields refuse them too).
 */
export function wellFormedJson(value: unknown, pointer = ''): void {
  const bad = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);
  if (typeof value === 'string') {
    if (bad(value)) throw appError('VALIDATION_FAILED', { details: [{ field: pointer || '/', keyword: 'malformedText', message: 'must be well-formed text' }] });
  } else if (Array.isArray(value)) value.forEach((item, i) => wellFormedJson(item, `${pointer}/${i}`));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (bad(key)) throw appError('VALIDATION_FAILED', { details: [{ field: pointer || '/', keyword: 'malformedText', message: 'must be well-formed text' }] });
      wellFormedJson(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  }
}
