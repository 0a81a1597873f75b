// Which config tree the page was built from. Every API answer names the tree it came from
// (X-Config-Version); when that changes (staff saved a change, the server swapped it in), the
// listeners refetch what the page keeps for its whole life (texts). Journeys need nothing: the
// runner fetches its journey at each navigation, and the ETag makes an unchanged one a 304.
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
