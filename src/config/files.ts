// The only part of src/config that touches the file system: it turns a directory into raw files.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { duplicateKeyIssues, parseJsonText } from './json-text.js';
import { inlineEditorLists, readEditorLists } from './editor-lists.js';
import { inlineRefs } from './refs.js';
import type { ConfigIssue, ConfigKind, Fragments, RawConfigFile } from './types.js';

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

/** Shared fragments that forms refer to with `$ref` (src/config/refs.ts). */
export const FRAGMENTS_DIR = 'schemas/common';

export interface ReadResult {
  files: RawConfigFile[];
  issues: ConfigIssue[];
  fragments: Fragments;
}

async function jsonFilesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

async function readJson(rootDir: string, file: string, issues: ConfigIssue[]): Promise<{ ok: boolean; data?: unknown }> {
  const text = await readFile(path.join(rootDir, file), 'utf8');
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) {
    issues.push(parsed.issue);
    return { ok: false };
  }
  issues.push(...duplicateKeyIssues(text, file));
  return { ok: true, data: parsed.data };
}

/**
 * Reads every config file under rootDir; unparsable or unexpected files become issues. Forms
 * come with their `$ref`s to schemas/common/ inlined (and where each part came from).
 */
export async function readConfigFiles(rootDir: string): Promise<ReadResult> {
  const files: RawConfigFile[] = [];
  const issues: ConfigIssue[] = [];
  const fragments: Fragments = {};
  for (const name of await jsonFilesIn(path.join(rootDir, FRAGMENTS_DIR))) {
    const file = `${FRAGMENTS_DIR}/${name}`;
    const read = await readJson(rootDir, file, issues);
    if (read.ok) fragments[file] = read.data;
  }
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
      const read = await readJson(rootDir, file, issues);
      if (!read.ok) continue;
      const raw: RawConfigFile = { file, kind: fileKind, name: name.replace(/\.json$/, ''), data: read.data };
      if (fileKind === 'form') {
        const inlined = inlineRefs(read.data, file, fragments);
        issues.push(...inlined.issues);
        raw.data = inlined.value;
        raw.origins = inlined.origins;
      }
      files.push(raw);
    }
  }
  return { files, issues, fragments };
}

/** Meta-schemas by kind, read from schemas/meta/<kind>.schema.json. */
export async function readMetaSchemas(metaDir: string): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  const lists = await readEditorLists(metaDir);
  for (const name of (await readdir(metaDir)).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(await readFile(path.join(metaDir, name), 'utf8')) as unknown;
    out[name.replace(/\.schema\.json$/, '')] = inlineEditorLists(schema, lists) as Record<string, unknown>;
  }
  return out;
}

/**
 * The option schema of each view a journey step may name, from <metaDir>/views/<view>.schema.json:
 * the list of views the checker knows, and what each view's `options` may hold.
 */
export async function readViewSchemas(metaDir: string): Promise<Record<string, Record<string, unknown>>> {
  const dir = path.join(metaDir, 'views');
  const out: Record<string, Record<string, unknown>> = {};
  const lists = await readEditorLists(metaDir);
  for (const name of (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as unknown;
    out[name.replace(/\.schema\.json$/, '')] = inlineEditorLists(schema, lists) as Record<string, unknown>;
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
