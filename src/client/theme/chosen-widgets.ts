// The rjsf theme's widget choice: rjsf would pick a widget by its own rules (resolveDefaultWidget:
// a list -> select, a format it has a widget for -> that widget, else text); the theme picks it by
// the shared testers instead (src/config/forms/widget-testers.ts, the light form's choice too) and writes the pick
// into the uiSchema rjsf reads. A field that names its `ui:widget` keeps it.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { chooseWidget, type WidgetKind } from '../../config/forms/widget-testers.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** rjsf's names for the kinds: the text kinds are one widget (TextWidget reads its input type from the same testers). */
const RJSF_WIDGET: Record<WidgetKind, string> = {
  text: 'text',
  tel: 'text',
  email: 'text',
  number: 'text',
  select: 'select',
  checkbox: 'checkbox',
  hidden: 'hidden',
};

/** JSON types drawn by a widget; objects and lists are drawn by rjsf's fields, whose `ui:widget` means something else. */
const WIDGET_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

function chosen(property: Json, ui: Json): Json {
  const kind = chooseWidget(property, ui) as WidgetKind;
  const next: Json = { ...ui, 'ui:widget': RJSF_WIDGET[kind] };
  // rjsf shows a boolean's row label only when a widget is named (getDisplayLabel); the checkbox
  // draws its own label, so the row's is turned off to keep one label.
  if (kind === 'checkbox') next['ui:options'] = { label: false, ...(isObject(ui['ui:options']) ? ui['ui:options'] : {}) };
  return next;
}

/**
 * The uiSchema with every widget-drawn field's chosen widget written in (nested objects included),
 * and a "*" at the end of a `ui:order` that has none: rjsf refuses to draw an object whose order
 * leaves a field out, so a field staff add without placing it shows after the others (the checker
 * warns) instead of the page failing.
 */
export function withChosenWidgets(schema: RJSFSchema, uiSchema: UiSchema | undefined): UiSchema | undefined {
  const properties = isObject(schema.properties) ? schema.properties : {};
  let next: Json | undefined;
  const order = uiSchema?.['ui:order'];
  if (Array.isArray(order) && !order.includes('*')) next = { ...uiSchema, 'ui:order': [...(order as string[]), '*'] };
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const ui: Json = isObject(uiSchema?.[name]) ? (uiSchema[name] as Json) : {};
    if (typeof ui['ui:widget'] === 'string' || ui['ui:field'] !== undefined) continue;
    let field: Json | undefined;
    if (property.type === 'object') {
      const inner = withChosenWidgets(property as RJSFSchema, ui as UiSchema);
      if (inner !== ui) field = inner as Json;
    } else if (typeof property.type === 'string' && WIDGET_TYPES.has(property.type)) {
      field = chosen(property, ui);
    }
    if (field) (next ??= { ...uiSchema })[name] = field;
  }
  return (next as UiSchema | undefined) ?? uiSchema;
}
