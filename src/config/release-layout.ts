// The folders a release holds (issue 22): exactly the config files src/config/files.ts reads,
// shared fragments included and meta-schemas not (they belong to the code, not to a release).
// One JSON file per entry, directly in these folders; a file's path is relative to the config root.
/** A whole config tree as data: path relative to the root (e.g. `locales/en.json`) -> parsed JSON. */
export type ReleaseFiles = Record<string, unknown>;

export const RELEASE_DIRS = ['schemas/forms', 'schemas/common', 'schemas/catalog', 'journeys', 'partners', 'locales'] as const;

/** True for a path a release may hold: `<release folder>/<name>.json`, nothing above or below. */
export function isReleasePath(file: string): boolean {
  const slash = file.lastIndexOf('/');
  const dir = file.slice(0, slash);
  const name = file.slice(slash + 1);
  return (RELEASE_DIRS as readonly string[]).includes(dir) && /^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/.test(name);
}
