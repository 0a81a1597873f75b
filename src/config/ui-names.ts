// The names a form's config may use that the browser's runtime must know: widgets (ui:widget),
// fields (ui:field), templates (ui:FieldTemplate, ...) and JSON Schema formats. One list here,
// read by the checker (check-ui-names.ts); src/client/theme/ui-names.test.ts keeps it equal to
// what the runtime registers, so a name the checker accepts never becomes "Something went wrong".
import { formatNames } from 'ajv-formats/dist/formats.js';

/** The portal theme's own widgets (src/client/theme/rjsf-widgets.tsx, `widgets`). */
export const THEME_WIDGETS = ['TextWidget', 'EmailWidget', 'SelectWidget', 'CheckboxWidget', 'optional-checkbox', 'file-upload', 'scan', 'card-capture'];

/** rjsf's registered widgets (its default registry; the theme overrides some of them by name). */
export const RJSF_WIDGETS = [
  'AltDateWidget', 'AltDateTimeWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateWidget', 'DateTimeWidget',
  'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget', 'RatingWidget', 'SelectWidget',
  'TextWidget', 'TextareaWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget',
];

/** rjsf's short widget names, by the JSON type of the field (its getWidget table): others throw. */
export const WIDGETS_BY_TYPE: Record<string, string[]> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: [
    'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden',
    'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file',
  ],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
};

/** rjsf's registered fields, which `ui:field` may name. */
export const RJSF_FIELDS = [
  'AnyOfField', 'ArrayField', 'BooleanField', 'CyclicSchemaField', 'FallbackField', 'LayoutGridField', 'LayoutHeaderField',
  'LayoutMultiSchemaField', 'NumberField', 'ObjectField', 'OneOfField', 'OptionalDataControlsField', 'SchemaField', 'StringField', 'NullField',
];

/** Registered templates (rjsf's; the theme replaces FieldTemplate, ObjectFieldTemplate, ErrorListTemplate). */
export const TEMPLATES = [
  'ArrayFieldDescriptionTemplate', 'ArrayFieldItemTemplate', 'ArrayFieldItemButtonsTemplate', 'ArrayFieldTemplate', 'ArrayFieldTitleTemplate',
  'ButtonTemplates', 'BaseInputTemplate', 'CyclicSchemaExpandTemplate', 'DescriptionFieldTemplate', 'ErrorListTemplate', 'FallbackFieldTemplate',
  'FieldTemplate', 'FieldErrorTemplate', 'FieldHelpTemplate', 'GridTemplate', 'MultiSchemaFieldTemplate', 'ObjectFieldTemplate',
  'OptionalDataControlsTemplate', 'TitleFieldTemplate', 'UnsupportedFieldTemplate', 'WrapIfAdditionalTemplate',
];

/**
 * JSON Schema formats: ajv-formats' full list, which both the checker's ajv and the validators
 * the server compiles for the browser (rjsf's ajv instance) add.
 */
export const FORMATS: readonly string[] = formatNames;

/** Widgets a field of `type` may name; every type's when the type cannot be told. */
export function widgetsFor(type: string | undefined): string[] {
  const short = type ? (WIDGETS_BY_TYPE[type] ?? []) : Object.values(WIDGETS_BY_TYPE).flat();
  return [...new Set([...short, ...THEME_WIDGETS, ...RJSF_WIDGETS])];
}
