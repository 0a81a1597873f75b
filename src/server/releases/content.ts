// What a release holds and how it is named: its files, their content hash, and which paths a
// draft may write (a file of a kind the tree reads, never a path that leaves the tree).
import { createHash } from 'node:crypto';
import { canonicalJson, type ReleaseFiles } from '../../config/index.js';
import { appError } from '../errors.js';
import { hasLoneSurrogate } from '../plugins/control-chars.js';

/** sha256 of the files' canonical JSON: equal content, equal hash, whatever the key order. */
export function contentHash(files: ReleaseFiles): string {
  return createHash('sha256').update(canonicalJson(files)).digest('hex');
}

/** A draft's whole tree: its base's files with its changes on top (null removes a file). */
export function applyChanges(base: ReleaseFiles, changes: Record<string, unknown>): ReleaseFiles {
  const files: ReleaseFiles = { ...base };
  for (const [path, value] of Object.entries(changes)) {
    if (value === null) delete files[path];
    else files[path] = value;
  }
  return files;
}

/** The changes that turn `from` into `to` (what a rollback draft holds). */
export function changesBetween(from: ReleaseFiles, to: ReleaseFiles): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const path of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (!(path in to)) changes[path] = null;
    else if (!(path in from) || canonicalJson(from[path]) !== canonicalJson(to[path])) changes[path] = to[path];
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
