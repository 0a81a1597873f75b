// The only part of src/config that touches the file system: it turns a directory into raw files.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigIssue, ConfigKind, RawConfigFile } from './types.js';

/** Where each kind of file lives, relative to the root. */
const LAYOUT: Array<{ dir: string; kind: ConfigKind | 'catalog' }> = [
  { dir: 'schemas/forms', kind: 'form' },
  { dir: 'schemas/catalog', kind: 'catalog' },
  { dir: 'journeys', kind: 'journey' },
  { dir: 'partners', kind: 'partner' },
  { dir: 'locales', kind: 'locale' },
];

const CATALOG_KINDS: Record<string, ConfigKind> = {
  'products.json': 'products',
  'plate-codes.json': 'plate-codes',
  'operations.json': 'operations',
  'errors.json': 'errors',
  'promo-codes.json': 'promo-codes',
};

export interface ReadResult {
  files: RawConfigFile[];
  issues: ConfigIssue[];
}

async function jsonFilesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

/** Reads every config file under rootDir; unparsable or unexpected files become issues. */
export async function readConfigFiles(rootDir: string): Promise<ReadResult> {
  const files: RawConfigFile[] = [];
  const issues: ConfigIssue[] = [];
  for (const { dir, kind } of LAYOUT) {
    for (const name of await jsonFilesIn(path.join(rootDir, dir))) {
      const file = `${dir}/${name}`;
      const fileKind = kind === 'catalog' ? CATALOG_KINDS[name] : kind;
      if (!fileKind) {
        issues.push({
          file, pointer: '',
          message: 'This catalog file is not one the portal knows.',
          fix: `Rename it to one of ${Object.keys(CATALOG_KINDS).join(', ')}, or move it out of ${dir}/.`,
        });
        continue;
      }
      const text = await readFile(path.join(rootDir, file), 'utf8');
      try {
        files.push({ file, kind: fileKind, name: name.replace(/\.json$/, ''), data: JSON.parse(text) as unknown });
      } catch (error) {
        issues.push({
          file, pointer: '',
          message: `The file is not valid JSON: ${(error as Error).message}.`,
          fix: 'Fix the JSON syntax (a missing comma or quote, or a trailing comma) at the position named.',
        });
      }
    }
  }
  return { files, issues };
}

/** Meta-schemas by kind, read from schemas/meta/<kind>.schema.json. */
export async function readMetaSchemas(metaDir: string): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const name of (await readdir(metaDir)).filter((f) => f.endsWith('.schema.json')).sort()) {
    out[name.replace(/\.schema\.json$/, '')] = JSON.parse(await readFile(path.join(metaDir, name), 'utf8')) as Record<string, unknown>;
  }
  return out;
}

/** Files under public/partners/, as web paths (/partners/x.svg), for the logo check. */
export async function readPublicPartnerFiles(rootDir: string): Promise<Set<string>> {
  try {
    return new Set((await readdir(path.join(rootDir, 'public', 'partners'))).map((f) => `/partners/${f}`));
  } catch {
    return new Set();
  }
}
