// The folders a release holds (issue 22): exactly the config files src/config/files.ts reads,
// shared fragments included and meta-schemas not (they belong to the code, not to a release).
// One JSON file per entry, directly in these folders; a file's path is relative to the config root.
/** A whole config tree as data: path relative to the root (e.g. `locales/en.json`) -> parsed JSON. */
export type ReleaseFiles = Record<string, unknown>;

/**
 * The same tree as each file's text, exactly as written: what a release keeps, byte for byte. Key
 * order is meaning here (rjsf draws a form's fields in the order of its `properties`), and staff and
 * `npm run config -- export` get back the file they gave, spacing included.
 */
export type ReleaseTexts = Record<string, string>;

/** The text of a file given only as JSON: the repository's layout, 2-space JSON and a final newline. */
export const jsonFileText = (data: unknown): string => `${JSON.stringify(data, null, 2)}\n`;

/** A tree's texts parsed (JSON.parse keeps the key order of the text). */
export function parseReleaseTexts(texts: ReleaseTexts): ReleaseFiles {
  const files: ReleaseFiles = {};
  for (const [path, text] of Object.entries(texts)) files[path] = JSON.parse(text) as unknown;
  return files;
}

export const RELEASE_DIRS = ['schemas/forms', 'schemas/common', 'schemas/catalog', 'journeys', 'partners', 'locales'] as const;

/** True for a path a release may hold: `<release folder>/<name>.json`, nothing above or below. */
export function isReleasePath(file: string): boolean {
  const slash = file.lastIndexOf('/');
  const dir = file.slice(0, slash);
  const name = file.slice(slash + 1);
  return (RELEASE_DIRS as readonly string[]).includes(dir) && /^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/.test(name);
}
