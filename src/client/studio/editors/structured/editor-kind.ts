// Which meta-schema a file of the tree is edited with, from its path alone (the folders of
// docs/architecture.md). A file without a meta-schema of its own (the shared fragments under
// schemas/common) has none: it is edited as JSON only.
export function editorKindOf(path: string, kinds: readonly string[]): string | null {
  const has = (kind: string) => (kinds.includes(kind) ? kind : null);
  if (!path.endsWith('.json')) return null;
  if (/^schemas\/forms\/[^/]+\.json$/.test(path)) return has('form');
  if (/^journeys\/[^/]+\.json$/.test(path)) return has('journey');
  if (/^partners\/[^/]+\.json$/.test(path)) return has('partner');
  if (/^locales\/[^/]+\.json$/.test(path)) return has('locale');
  const catalog = /^schemas\/catalog\/([a-z0-9-]+)\.json$/.exec(path);
  if (catalog) return has(catalog[1]!);
  const common = /^schemas\/common\/([a-z0-9-]+)\.json$/.exec(path);
  if (common) return has(common[1]!);
  return null;
}
