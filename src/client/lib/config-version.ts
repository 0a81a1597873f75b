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
