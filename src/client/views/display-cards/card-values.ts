import type { ResolvedForm } from '../../../config/resolve.js';
import { formatOmr } from '../../lib/format.js';

/** One card of a display form: `ui:options.groups` of the form's uiSchema. */
export interface CardGroup {
  title: string;
  fields: string[];
}

/**
 * A value named by a catalog: the text key is `prefix` + the catalog id, the id being the
 * `from` field of the same record, else the first group of `pattern` in the value, else the
 * value itself. Without such a text the insurer's own words are shown.
 */
export interface CatalogLabel {
  prefix: string;
  from?: string;
  pattern?: string;
}

/** How one value is shown: `ui:options` of the field in the form's uiSchema. */
export interface FieldDisplay {
  format?: 'omr';
  maxChars?: number;
  rtlWhenArabic?: boolean;
  catalog?: CatalogLabel;
}

export const NOT_AVAILABLE = 'N/A';
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

type Ui = Record<string, unknown> | undefined;
const optionsOf = (ui: Ui): Record<string, unknown> => ((ui?.['ui:options'] as Record<string, unknown> | undefined) ?? {});

/** The part a form plays on a view's screen and its settings (the form's root `ui:options`). */
export function partOptions(form: ResolvedForm | undefined): Record<string, unknown> {
  return optionsOf(form?.uiSchema as Ui);
}

export function cardGroups(form: ResolvedForm): CardGroup[] {
  const groups = partOptions(form).groups;
  return Array.isArray(groups) ? (groups as CardGroup[]) : [];
}

export function fieldDisplay(form: ResolvedForm, field: string): FieldDisplay {
  return optionsOf((form.uiSchema as Record<string, Ui> | undefined)?.[field]) as FieldDisplay;
}

/** The text key of a catalog-named value, or undefined when the record names no catalog id. */
export function catalogKey(catalog: CatalogLabel | undefined, raw: string, record: Record<string, unknown>): string | undefined {
  if (!catalog) return undefined;
  const fromRecord = catalog.from ? record[catalog.from] : undefined;
  if (typeof fromRecord === 'string' && fromRecord.trim() !== '') return `${catalog.prefix}${fromRecord.trim()}`;
  if (catalog.pattern) {
    const id = new RegExp(catalog.pattern).exec(raw)?.[1];
    return id ? `${catalog.prefix}${id}` : undefined;
  }
  return raw ? `${catalog.prefix}${raw}` : undefined;
}

/** A value as the card shows it: missing -> N/A, cover dates cut to their first 16 characters, money with 3 decimals. */
export function displayValue(raw: unknown, display: FieldDisplay, language: string): string {
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  if (text === '' || text === NOT_AVAILABLE) return NOT_AVAILABLE;
  if (display.format === 'omr') return formatOmr(text, language);
  return display.maxChars ? text.slice(0, display.maxChars) : text;
}
