import { isVisitId, VISIT_HEADER } from '../../shared/visit.js';
import { readItem, SESSION_KEYS, writeItem } from './storage.js';

let current: string | undefined;

/** This tab's visit id (src/shared/visit.ts): made once, kept for the tab's session. */
export function visitId(): string {
  if (current) return current;
  const stored = readItem('session', SESSION_KEYS.visitId);
  current = isVisitId(stored) ? stored : crypto.randomUUID();
  if (current !== stored) writeItem('session', SESSION_KEYS.visitId, current);
  return current;
}

export function visitHeaders(): Record<string, string> {
  return { [VISIT_HEADER]: visitId() };
}
