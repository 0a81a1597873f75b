// The checker's findings placed beside the field they concern: each finding's JSON pointer
// (RFC 6901) becomes a path of rjsf's errorSchema, cut at the first part the generated form
// does not render itself (a part edited in the JSON editor shows the findings inside it).
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { JSON_PART } from './editor-schema.js';

export interface PointedFinding {
  pointer: string;
  message: string;
  fix?: string;
}

/** "/plans/3/label" -> ["plans", "3", "label"]; "" (the whole file) -> []. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.replace(/^\//, '').split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The path of the field a pointer falls in, as the generated form draws it. */
export function fieldPath(pointer: string, uiSchema: UiSchema): string[] {
  const path: string[] = [];
  let ui: UiSchema | undefined = uiSchema;
  for (const segment of pointerSegments(pointer)) {
    path.push(segment);
    const next: unknown = /^\d+$/.test(segment) ? ui?.items : ui?.[segment] ?? ui?.additionalProperties;
    ui = typeof next === 'object' && next !== null ? (next as UiSchema) : undefined;
    if (ui?.['ui:field'] === JSON_PART) break;
  }
  return path;
}

/** rjsf's extraErrors for a file's findings: "message (fix)" beside each field. */
export function findingsErrorSchema(findings: readonly PointedFinding[], uiSchema: UiSchema): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const finding of findings) {
    let node = root;
    for (const segment of fieldPath(finding.pointer, uiSchema)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const errors = (node.__errors ??= []) as string[];
    errors.push(finding.fix ? `${finding.message} (${finding.fix})` : finding.message);
  }
  return root as ErrorSchema;
}
