// A texts object (a locale file, a partner's text overrides) read as dotted keys: the one walk the
// checker, the diff, the editor lists and the studio's editors share, so a key means the same to all.
import { isObject } from './types.js';

/** Every leaf by dotted key, in file order (a file's top-level `$schema` is not a text). */
export function textLeaves(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (!isObject(node)) return out;
  for (const [name, value] of Object.entries(node)) {
    if (!prefix && name === '$schema') continue;
    const key = prefix ? `${prefix}.${name}` : name;
    if (isObject(value)) textLeaves(value, key, out);
    else out.set(key, value);
  }
  return out;
}

/** Every text key of a texts object. */
export const textKeys = (node: unknown): string[] => [...textLeaves(node).keys()];
