// The light renderer's reading of a form's JSON Schema + uiSchema: a flat object of simple fields
// (text, tel, email, checkbox, hidden). Pure, so it is tested without a DOM and carries no rjsf.
import { isBlank } from '../../../config/forms/blank.js';
import type { FormMessages } from '../translate-errors.js';
import { fieldOrder } from '../../../config/forms/field-order.js';
import { chooseWidget, inputKindOf } from '../../../config/forms/widget-testers.js';

type Json = Record<string, unknown>;

export type LightWidget = 'text' | 'tel' | 'email' | 'checkbox' | 'hidden';

export interface LightField {
  name: string;
  widget: LightWidget;
  /** i18n key of the label (the property's title). */
  title?: string;
  autocomplete?: string;
  /** i18n key shown once the field has been left blank (before any submit). */
  requiredText?: string;
  /** Checkbox: i18n key of the text before the link, and the link (a partner link name and its text key). */
  checkboxLabel?: string;
  link?: string;
  linkText?: string;
}

/** A form the light renderer can show: the subset of a resolved form it reads. */
export interface LightForm {
  id: string;
  schema?: Json;
  uiSchema?: Json;
  messages?: FormMessages;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The rjsf theme's choice (the same testers, src/config/forms/widget-testers.ts): a box, a hidden field, or an input
 * of the type the theme's text widget would give it. What this renderer cannot draw (a list, a
 * number) is a text input.
 */
function widgetOf(property: Json, ui: Json): LightWidget {
  const chosen = chooseWidget(property, ui);
  if (chosen === 'hidden' || chosen === 'checkbox') return chosen;
  const input = inputKindOf(property, ui);
  return input === 'number' ? 'text' : input;
}

/** The fields in the form's order (src/config/forms/field-order.ts), as the renderer shows them. */
export function lightFields(form: LightForm): LightField[] {
  const properties = isObject(form.schema?.properties) ? form.schema.properties : {};
  const uiSchema = form.uiSchema ?? {};
  return fieldOrder(form.schema, uiSchema).map((name) => {
    const property = isObject(properties[name]) ? properties[name] : {};
    const ui = isObject(uiSchema[name]) ? uiSchema[name] : {};
    const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
    return {
      name,
      widget: widgetOf(property, ui),
      title: text(property.title),
      autocomplete: text(options.autocomplete),
      requiredText: text(options.requiredText),
      checkboxLabel: text(options.checkboxLabel),
      link: text(options.link),
      linkText: text(options.linkText),
    };
  });
}

/** Empty starting values: '' for inputs, false for boxes (a box is never pre-ticked). */
export function emptyValues(fields: LightField[]): Json {
  return Object.fromEntries(fields.map((field) => [field.name, field.widget === 'checkbox' ? false : '']));
}

/** Consent boxes (boolean, `const: true`) that are not ticked yet: the form's actions wait for them. */
export function consentMissing(form: LightForm, values: Json): boolean {
  const properties = isObject(form.schema?.properties) ? form.schema.properties : {};
  return Object.entries(properties).some(([name, p]) => isObject(p) && p.type === 'boolean' && p.const === true && values[name] !== true);
}

/** Fields whose required-while-typing text shows now: touched and blank. */
export function blankMessageKey(field: LightField, touched: boolean, value: unknown): string | undefined {
  return field.requiredText && touched && isBlank(value) ? field.requiredText : undefined;
}

/** Values as sent: strings trimmed, and a telephone number without its spaces (the insurer's form). */
export function submittedValues(fields: LightField[], values: Json): Json {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      const widget = fields.find((field) => field.name === name)?.widget;
      return [name, widget === 'tel' ? value.replace(/\s+/g, '') : value.trim()];
    }),
  );
}
