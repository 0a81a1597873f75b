// Server-side form checks: the resolved form of the request's partner, its rules and messages.
export { checkRequestBody, type CheckedBody, type ExtraValue, type ServerRule } from './check-body.js';
export { checkForm, formProblems, type FormCheckOptions } from './check-form.js';
export { resolvedForm, resolvedLocale } from './form-cache.js';
export { fieldMessage, requestLanguage } from './form-messages.js';
export { localeText } from './locale-text.js';
export { operationForms, operationsAt, sideEffectBindings, type FormBinding, type SideEffectBinding } from './operation-forms.js';
export { EXTRA_FIELD_SCHEMA, wireBodySchema } from './wire-schema.js';
