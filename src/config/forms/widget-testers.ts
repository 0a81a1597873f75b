// Which widget a form field gets, decided once for every renderer of a form config (the rjsf theme,
// the landing's light form) and for the server's widget rules (field-rules.ts) by ranked testers, as JSON Forms' `rankWith` does: each tester
// looks at the field's JSON Schema and its uiSchema entry and answers a rank, the highest wins.
// Never at the field's name: a telephone field says so (`"ui:options": { "inputType": "tel" }`,
// `"autocomplete": "tel"`), it is not guessed from "mobile" in its name. Pure and free of rjsf,
// so the landing page carries it without the form engine.

type Json = Record<string, unknown>;

/** The widgets the theme draws for a field that names none: the text kinds share one input. */
export type WidgetKind = 'text' | 'tel' | 'email' | 'number' | 'select' | 'checkbox' | 'hidden';

/** The kinds drawn as one `<input>` of that type. */
export type InputKind = Extract<WidgetKind, 'text' | 'tel' | 'email' | 'number'>;

/** A field as a tester sees it: its schema and its own uiSchema entry. */
export interface FieldConfig {
  schema: Json;
  ui: Json;
}

export type Tester = (field: FieldConfig) => boolean;
/** A rank, or NOT_APPLICABLE. */
export type RankedTester = (field: FieldConfig) => number;

export const NOT_APPLICABLE = -1;

export function rankWith(rank: number, tester: Tester): RankedTester {
  return (field) => (tester(field) ? rank : NOT_APPLICABLE);
}

/** One entry of a registry: a ranked tester and the widget it stands for (or, for an explicit `ui:widget`, reads). */
export interface WidgetEntry {
  tester: RankedTester;
  widget: WidgetKind | ((field: FieldConfig) => string);
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A uiSchema option: `ui:options.<key>`, else its shorthand `ui:<key>` (rjsf's getUiOptions reads both). */
export function uiOption(ui: Json, key: string): unknown {
  const options = ui['ui:options'];
  if (isObject(options) && key in options) return options[key];
  return ui[`ui:${key}`];
}

// The testers: small predicates combined into the registry below.
const and = (...testers: Tester[]): Tester => (field) => testers.every((tester) => tester(field));
const typeIs = (...types: string[]): Tester => ({ schema }) => typeof schema.type === 'string' && types.includes(schema.type);
const optionIs = (key: string, ...values: string[]): Tester => ({ ui }) => values.includes(uiOption(ui, key) as string);
const formatIs = (format: string): Tester => ({ schema }) => schema.format === format;
/** The autofill token (HTML's autocomplete: its last word names the datum, e.g. "work tel"). */
const autofillIs = (...tokens: string[]): Tester => ({ ui }) => {
  const value = uiOption(ui, 'autocomplete');
  return typeof value === 'string' && tokens.includes(value.trim().split(/\s+/).pop() ?? '');
};
const namesWidget: Tester = ({ ui }) => typeof ui['ui:widget'] === 'string' && ui['ui:widget'] !== '';
const constOnly = (option: unknown) => isObject(option) && 'const' in option;
/** A list to choose from: `enum`, a catalog (`x-enum`, before the loader expands it), or oneOf/anyOf of constants. */
const isChoice: Tester = ({ schema }) =>
  Array.isArray(schema.enum) || typeof schema['x-enum'] === 'string' ||
  [schema.oneOf, schema.anyOf].some((list) => Array.isArray(list) && list.length > 0 && list.every(constOnly));
const mayBeInput: Tester = (field) => !typeIs('boolean', 'object', 'array')(field);

/**
 * The registry, declared once. Ranks: what the config states outright (a named widget, then the
 * input type) outranks what the schema implies (a boolean, a choice list, a format, a type).
 */
export const WIDGET_TESTERS: readonly WidgetEntry[] = [
  { tester: rankWith(100, namesWidget), widget: ({ ui }) => ui['ui:widget'] as string },
  { tester: rankWith(30, typeIs('boolean')), widget: 'checkbox' },
  { tester: rankWith(20, isChoice), widget: 'select' },
  { tester: rankWith(12, and(mayBeInput, optionIs('inputType', 'tel'))), widget: 'tel' },
  { tester: rankWith(12, and(mayBeInput, optionIs('inputType', 'email'))), widget: 'email' },
  { tester: rankWith(12, and(mayBeInput, optionIs('inputType', 'number'))), widget: 'number' },
  { tester: rankWith(12, and(mayBeInput, optionIs('inputType', 'text', 'password', 'search', 'url'))), widget: 'text' },
  { tester: rankWith(10, and(mayBeInput, formatIs('email'))), widget: 'email' },
  { tester: rankWith(8, and(mayBeInput, autofillIs('tel', 'tel-national', 'tel-local'))), widget: 'tel' },
  { tester: rankWith(8, and(mayBeInput, autofillIs('email'))), widget: 'email' },
  { tester: rankWith(4, typeIs('number', 'integer')), widget: 'number' },
  { tester: rankWith(1, typeIs('string')), widget: 'text' },
];

/**
 * The widget of a field: the highest-ranked applicable tester's; on a tie the one declared first;
 * 'text' when none applies. An explicit `ui:widget` comes back as named.
 */
export function chooseWidget(schema: unknown, ui: unknown, registry: readonly WidgetEntry[] = WIDGET_TESTERS): string {
  const field: FieldConfig = { schema: isObject(schema) ? schema : {}, ui: isObject(ui) ? ui : {} };
  let best: WidgetEntry | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of registry) {
    const rank = entry.tester(field);
    if (rank > bestRank) [best, bestRank] = [entry, rank];
  }
  if (!best) return 'text';
  return typeof best.widget === 'function' ? best.widget(field) : best.widget;
}

const INPUT_KINDS: ReadonlySet<string> = new Set<InputKind>(['text', 'tel', 'email', 'number']);

/**
 * The type of a text widget's input: what the testers choose for the field as if it named no
 * widget, so `"ui:widget": "text"` with `"inputType": "tel"` is still dialled; 'text' for a kind
 * that is no input (a choice list drawn as text).
 */
export function inputKindOf(schema: unknown, ui: unknown): InputKind {
  const { 'ui:widget': _named, ...rest } = isObject(ui) ? ui : {};
  const kind = chooseWidget(schema, rest);
  return INPUT_KINDS.has(kind) ? (kind as InputKind) : 'text';
}
