// Which config tree the page was built from. Every API answer names the tree it came from
// (X-Config-Version), and every call sends it back: with database releases the server answers and
// checks the page by the release it began under (kept 24 hours), so a change published mid-journey
// never refuses what the page's form allowed. When the answer names another tree (files changed, or
// the page's release is no longer kept) the listeners refetch what the page keeps for its whole
// life (texts) and the runner asks the customer to review their details. Journeys need nothing
// else: the runner fetches its journey at each navigation, and the ETag makes an unchanged one a 304.
export const CONFIG_VERSION_HEADER = 'x-config-version';

let known: string | undefined;
const listeners = new Set<(version: string) => void>();

/** Notes the version an answer came from; tells the listeners once per change. */
export function noteConfigVersion(response: Pick<Response, 'headers'>): void {
  const version = response.headers.get(CONFIG_VERSION_HEADER);
  if (!version || version === known) return;
  const first = known === undefined;
  known = version;
  if (!first) for (const listener of listeners) listener(version);
}

/** The header that keeps this page on the tree it began under (none before the first answer). */
export function configVersionHeaders(): Record<string, string> {
  return known === undefined ? {} : { [CONFIG_VERSION_HEADER]: known };
}

export function onConfigVersionChange(listener: (version: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where each form schema's validator module is (schema $id -> URL), as the journey answers said.
 * Kept here, in the entry's code, so the runner can note them without loading the form stack:
 * the form (theme/validator-registry.ts) imports its module when it first renders.
 */
const validatorUrls = new Map<string, string>();

export function rememberValidatorUrls(urls: Record<string, string> | undefined): void {
  for (const [id, url] of Object.entries(urls ?? {})) validatorUrls.set(id, url);
}

export function validatorUrl(id: string): string | undefined {
  return validatorUrls.get(id);
}
