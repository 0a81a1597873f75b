// The light form calls the server-compiled validate function itself: rjsf's precompiled-validator
// wrapper (validators.ts, about 55 KB gzip with @rjsf/utils) is not needed to run one function.
// The registry is fetched when the customer first touches the form, not with the page.
let loading: Promise<typeof import('../validator-registry.js')> | undefined;

/** Starts fetching the validators (first focus or press in the form); later calls share it. */
export function preloadValidators(): Promise<typeof import('../validator-registry.js')> {
  loading ??= import('../validator-registry.js').catch((error: unknown) => {
    loading = undefined; // a failed download may be retried by the next press
    throw error;
  });
  return loading;
}

