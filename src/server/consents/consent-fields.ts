// Which boxes of a form are consents, read from the form's config (a field's `ui:options.consent`,
// schemas/meta/ui-options.schema.json): the code names no field, so a partner may rename them.
import type { ResolvedForm } from '../../config/resolve.js';

export const CONSENT_KINDS = ['privacy', 'marketing', 'terms'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface ConsentField {
  /** The form field holding the answer (true: accepted). */
  field: string;
  kind: ConsentKind;
  /** Locale keys of the texts shown with the box, in order. */
  textKeys: string[];
  /** Name of the partner link shown with it (the privacy policy page), if any. */
  link?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The consent boxes of a form, in its properties' order. */
export function consentFields(form: ResolvedForm): ConsentField[] {
  const properties = isObject(form.schema?.['properties']) ? form.schema['properties'] : {};
  const ui = isObject(form.uiSchema) ? form.uiSchema : {};
  const root = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  const found: ConsentField[] = [];
  for (const [field, schema] of Object.entries(properties)) {
    const fieldUi = isObject(ui[field]) ? ui[field] : {};
    const options = isObject(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
    const consent = options['consent'];
    if (!isObject(consent) || !CONSENT_KINDS.includes(consent['kind'] as ConsentKind)) continue;
    // A part's link (the quote summary's terms) sits on the form's root options.
    const linkText = text(options['linkText']) ?? text(root['linkText']);
    const declared = Array.isArray(consent['text']) ? consent['text'].filter((k): k is string => typeof k === 'string') : [];
    const textKeys = declared.length
      ? declared
      : [text(options['checkboxLabel']), isObject(schema) ? text(schema['title']) : undefined, linkText].filter((k): k is string => k !== undefined);
    const link = text(options['link']) ?? text(root['link']);
    found.push({ field, kind: consent['kind'] as ConsentKind, textKeys: [...new Set(textKeys)], ...(link ? { link } : {}) });
  }
  return found;
}
