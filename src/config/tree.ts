// Assembles a ConfigTree from raw files whose shapes have already been validated.
import type { PromoCodesCatalog } from './generated/promo-codes.js';
import type { ConfigFile, ConfigTree, Fragments, RawConfigFile } from './types.js';

/** A catalog the tree may lack (exactOptionalPropertyTypes: absent, never undefined). */
function optionalCatalog<T>(key: 'promoCodes', found: RawConfigFile | undefined): { promoCodes?: ConfigFile<T> } {
  return found ? { [key]: { file: found.file, data: found.data as T } } : {};
}

/** Relative path (from the file's folder) of the meta-schema a file of this kind must name. */
export function expectedSchemaRef(file: string, kind: string): string {
  const from = file.split('/').slice(0, -1);
  const to = ['schemas', 'meta', `${kind}.schema.json`];
  let common = 0;
  while (common < from.length && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

export function buildTree(root: string, files: RawConfigFile[], fragments: Fragments = {}): ConfigTree {
  const byKind = (kind: string) => files.filter((f) => f.kind === kind);
  const record = <T>(kind: string): Record<string, ConfigFile<T>> =>
    Object.fromEntries(byKind(kind).map((f) => [f.name, { file: f.file, data: f.data as T }]));
  const single = <T>(kind: string): ConfigFile<T> => {
    const found = byKind(kind)[0];
    if (!found) throw new Error(`schemas/catalog is missing its ${kind}.json`);
    return { file: found.file, data: found.data as T };
  };
  return {
    root,
    forms: record('form'),
    journeys: record('journey'),
    partners: record('partner'),
    catalogs: {
      products: single('products'),
      plateCodes: single('plate-codes'),
      operations: single('operations'),
      errors: single('errors'),
      ...optionalCatalog<PromoCodesCatalog>('promoCodes', byKind('promo-codes')[0]),
    },
    locales: record('locale'),
    fragments,
  };
}
