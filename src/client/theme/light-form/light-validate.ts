// The light form's check on submit: the form's validator, compiled by the server and served as
// its own module (validators.ts, the same module and API the rjsf theme uses), reached by a
// dynamic import. validators.ts brings rjsf's precompiled-validator wrapper, so it is fetched when
// the customer first touches the form, not with the page.
import type { RJSFSchema } from '@rjsf/utils';
import type { Translator } from '../translate-errors.js';
import { firstErrorMessage, type LightForm, type RawError } from './light-form-model.js';

let loading: Promise<typeof import('../validators.js')> | undefined;

/** Starts fetching the validators (first focus or press in the form); later calls share it. */
export function preloadValidators(): Promise<typeof import('../validators.js')> {
  loading ??= import('../validators.js').catch((error: unknown) => {
    loading = undefined; // a failed download may be retried by the next press
    throw error;
  });
  return loading;
}

export type LightCheck = { ok: true } | { ok: false; message: string };

/**
 * Validates the data against the form's schema. The first failing field (form order) gives the
 * message, through the theme's message chain. A form that cannot be checked (validator missing or
 * not downloaded) does not pass: nothing unchecked is sent.
 */
export async function checkLightForm(form: LightForm, data: Record<string, unknown>, translator: Translator): Promise<LightCheck> {
  let errors: RawError[] | undefined;
  try {
    const { pendingValidator, validatorFor } = await preloadValidators();
    const schema = form.schema as RJSFSchema;
    // The form's own compiled module (named by the journey answer), fetched once.
    await pendingValidator(schema.$id);
    errors = validatorFor(schema).rawValidation<RawError>(schema, data).errors ?? undefined;
  } catch (error) {
    console.error(`Form "${form.id}" cannot be checked`, error);
    return { ok: false, message: translator.t('ui.form.unavailable') };
  }
  if (!errors?.length) return { ok: true };
  return { ok: false, message: firstErrorMessage(form, errors, translator) ?? translator.t('ui.form.invalid') };
}
