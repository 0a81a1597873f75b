// The theme's public surface: nothing outside src/client/theme imports rjsf.
export { SchemaForm, type FormData, type SchemaFormProps } from './schema-form.js';
export type { FormMessages } from './translate-errors.js';
export type { RJSFSchema as FormSchema, UiSchema as FormUiSchema } from '@rjsf/utils';
