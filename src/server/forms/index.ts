// Server-side form checks: the resolved form of the request's partner, its rules and messages.
export { checkRequestBody, type CheckedBody, type ServerRule } from './check-body.js';
export { checkForm, formProblems, type FormCheckOptions } from './check-form.js';
export { resolvedForm, resolvedLocale } from './form-cache.js';
export { fieldMessage, requestLanguage } from './form-messages.js';
export { localeText } from './locale-text.js';
export { operationForms, operationsAt, type FormBinding } from './operation-forms.js';
