// The structural diff under the semantic one: which values differ, by JSON pointer, each change
// reported as high up the tree as it goes (an added object is one change, not one per leaf).
import { pointerSegment } from '../merge-patch.js';
import { isObject } from '../types.js';
import { canonicalJson } from '../validator-id.js';
import type { Change } from './types.js';

export interface RawChange {
  pointer: string;
  change: Change;
  before?: unknown;
  after?: unknown;
}

/** Equal as JSON (object key order aside). */
export const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** The ids of an array of objects that each carry a distinct string `id`; undefined otherwise. */
function idsOf(list: unknown[]): string[] | undefined {
  const ids = list.map((item) => (isObject(item) && typeof item.id === 'string' ? item.id : undefined));
  if (ids.some((id) => id === undefined)) return undefined;
  return new Set(ids).size === ids.length ? (ids as string[]) : undefined;
}

/**
 * Rows with ids (journey steps, tabs, products) are matched by id, so inserting one is one added
 * row and not a change to every row after it; their pointers use the index in the release that
 * has the row (the after one when both do).
 */
function arrayChanges(before: unknown[], after: unknown[], pointer: string): RawChange[] {
  const beforeIds = idsOf(before);
  const afterIds = idsOf(after);
  if (beforeIds && afterIds && before.length > 0 && after.length > 0) {
    // Rows kept but put in another order: the order is the change, shown as the whole list.
    const kept = afterIds.filter((id) => beforeIds.includes(id));
    if (kept.join('\n') !== beforeIds.filter((id) => afterIds.includes(id)).join('\n')) return [{ pointer, change: 'changed', before, after }];
    const out: RawChange[] = [];
    beforeIds.forEach((id, i) => {
      if (!afterIds.includes(id)) out.push({ pointer: `${pointer}/${i}`, change: 'removed', before: before[i] });
    });
    afterIds.forEach((id, i) => {
      const j = beforeIds.indexOf(id);
      if (j < 0) out.push({ pointer: `${pointer}/${i}`, change: 'added', after: after[i] });
      else out.push(...jsonChanges(before[j], after[i], `${pointer}/${i}`));
    });
    return out;
  }
  // A list whose length changed reads best as the whole list before and after.
  if (before.length !== after.length) return [{ pointer, change: 'changed', before, after }];
  return before.flatMap((item, i) => jsonChanges(item, after[i], `${pointer}/${i}`));
}

/** Every difference between two JSON values, under `pointer`. */
export function jsonChanges(before: unknown, after: unknown, pointer = ''): RawChange[] {
  if (sameJson(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const at = `${pointer}/${pointerSegment(key)}`;
      if (!(key in after)) return [{ pointer: at, change: 'removed' as const, before: before[key] }];
      if (!(key in before)) return [{ pointer: at, change: 'added' as const, after: after[key] }];
      return jsonChanges(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) return arrayChanges(before, after, pointer);
  return [{ pointer, change: 'changed', before, after }];
}

/** Pointer order that reads like the file: segment by segment, array indexes as numbers. */
export function comparePointers(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** True when `pointer` is `parent` or lies inside it. */
export const isWithin = (pointer: string, parent: string): boolean => pointer === parent || pointer.startsWith(`${parent}/`);

/** A value for a one-line summary: JSON, cut at `max` characters. */
export function shortJson(value: unknown, max = 80): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
