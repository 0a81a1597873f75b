import { isObject } from './types.js';

/**
 * RFC 7396 JSON Merge Patch: objects merge key by key, `null` deletes, anything else
 * (arrays included) replaces. Neither argument is modified.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return structuredClone(patch);
  const result: Record<string, unknown> = isObject(target) ? structuredClone(target) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** JSON pointer segment escaping (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(path: ReadonlyArray<string | number>): string {
  return path.map((p) => `/${pointerSegment(p)}`).join('');
}

/**
 * Paths a patch touches that the base does not have. A patch may only change what exists,
 * so that a typo ("uiSchma") is caught instead of silently adding a dead key; inside
 * subtrees named in `openKeys` (uiSchema: ui options are additive by nature) new keys are fine.
 */
export function unknownPatchPaths(base: unknown, patch: unknown, openKeys: ReadonlySet<string>, path: string[] = []): string[][] {
  if (!isObject(patch) || !isObject(base)) return [];
  const found: string[][] = [];
  for (const [key, value] of Object.entries(patch)) {
    const here = [...path, key];
    if (!(key in base)) {
      if (!path.some((p) => openKeys.has(p))) found.push(here);
      continue;
    }
    found.push(...unknownPatchPaths(base[key], value, openKeys, here));
  }
  return found;
}
