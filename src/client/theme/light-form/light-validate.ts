// The light form's check on submit: the form's validator, compiled by the server and served as
// its own module and called directly (rjsf's wrapper in validators.ts is not needed), reached by a
// dynamic import (preload-validators.ts). This module and the message chain it uses are code of
// the submit, so the landing fetches them when the customer starts on the form (lead-submit.ts).
import type { RJSFSchema } from '@rjsf/utils';
import type { PageTexts } from '../../lib/use-translation.js';
import { translateError } from '../translate-errors.js';
import { lightFields, type LightForm } from './light-form-model.js';
import { preloadValidators } from './preload-validators.js';

/** What the light form needs of an ajv error (keyword, where, params). */
export interface RawError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

function fieldOfRaw(error: RawError): string {
  if (error.keyword === 'required' && typeof error.params?.missingProperty === 'string') return error.params.missingProperty;
  return (error.instancePath ?? '').split('/').filter(Boolean)[0] ?? '';
}

/**
 * The message of the first failing field in the form's order (the spec checks the landing fields
 * in order and shows the first failure), through the theme's message chain; none when all pass.
 */
export function firstErrorMessage(form: LightForm, errors: RawError[], translator: PageTexts): string | undefined {
  const order = lightFields(form).map((field) => field.name);
  const rank = (error: RawError) => {
    const index = order.indexOf(fieldOfRaw(error));
    return index < 0 ? order.length : index;
  };
  const [first] = [...errors].sort((a, b) => rank(a) - rank(b));
  if (!first) return undefined;
  return translateError(translator, form.id, { field: fieldOfRaw(first), keyword: first.keyword, params: first.params }, form.messages);
}

/** The message is made when shown, in the page's language then (ui/error-alert-store.ts). */
export type LightCheck = { ok: true } | { ok: false; message: (texts: PageTexts) => string };

/**
 * Validates the data against the form's schema. The first failing field (form order) gives the
 * message, through the theme's message chain. A form that cannot be checked (validator missing or
 * not downloaded) does not pass: nothing unchecked is sent.
 */
export async function checkLightForm(form: LightForm, data: Record<string, unknown>): Promise<LightCheck> {
  let errors: RawError[] | undefined;
  try {
    const { pendingValidator, validateFns } = await preloadValidators();
    const id = (form.schema as RJSFSchema).$id;
    // The form's own compiled module (named by the journey answer), fetched once.
    await pendingValidator(id);
    const validate = id ? validateFns[id] : undefined;
    if (!validate) throw new Error(`no validator loaded for schema "${id ?? '(no $id)'}"`);
    validate(data);
    errors = (validate.errors as RawError[] | null | undefined) ?? undefined;
  } catch (error) {
    console.error(`Form "${form.id}" cannot be checked`, error);
    return { ok: false, message: (texts) => texts.t('ui.form.unavailable') };
  }
  if (!errors?.length) return { ok: true };
  const failed = errors;
  return { ok: false, message: (texts) => firstErrorMessage(form, failed, texts) ?? texts.t('ui.form.invalid') };
}
