// The theme's public surface. rjsf is imported only here in src/client/theme and by the studio's
// editors (src/client/studio/editors, which draw with this theme), plus src/config/validator-code.ts
// (the validator modules it runs); eslint.config.js holds that. What a form means is src/config/forms.
export { SchemaForm, type FormData, type SchemaFormProps } from './schema-form.js';
export type { FormMessages } from './translate-errors.js';
export type { RJSFSchema as FormSchema, UiSchema as FormUiSchema } from '@rjsf/utils';
