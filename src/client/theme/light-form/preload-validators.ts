// validators.ts brings rjsf's precompiled-validator wrapper, so it is fetched when the customer
// first touches the form, not with the page; the check itself (light-validate.ts) comes with it.
let loading: Promise<typeof import('../validators.js')> | undefined;

/** Starts fetching the validators (first focus or press in the form); later calls share it. */
export function preloadValidators(): Promise<typeof import('../validators.js')> {
  loading ??= import('../validators.js').catch((error: unknown) => {
    loading = undefined; // a failed download may be retried by the next press
    throw error;
  });
  return loading;
}

