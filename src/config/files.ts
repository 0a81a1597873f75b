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

/** A meta-schema the checker cannot read: the check cannot run, so this one issue is all it says. */
export class ConfigFileError extends Error {
  constructor(readonly issue: ConfigIssue) {
    super(`${issue.file}: ${issue.message}`);
  }
}

/** A file the portal cannot read at all (a folder named x.json, no permission) is an issue, not a crash. */
async function readText(rootDir: string, file: string): Promise<{ text: string } | { issue: ConfigIssue }> {
  try {
    return { text: await readFile(path.join(rootDir, file), 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    return { issue: { file, pointer: '', message: `The file could not be read (${code}).`, fix: 'Make it a readable JSON file, or move it out of the config folders.' } };
  }
}

/** A meta-schema's JSON, with the checker's syntax error (line, column, fix) if it is not JSON. */
async function readSchemaFile(metaDir: string, full: string): Promise<unknown> {
  // Named from the folder that holds schemas/ (schemas/meta/x.schema.json, schemas/meta/views/...).
  const file = path.relative(path.dirname(path.dirname(metaDir)), full).split(path.sep).join('/');
  const read = await readText(path.dirname(full), path.basename(full));
  if ('issue' in read) throw new ConfigFileError({ ...read.issue, file });
  const parsed = parseJsonText(read.text, file);
  if (!parsed.ok) throw new ConfigFileError(parsed.issue);
  return parsed.data;
}

async function readJson(rootDir: string, file: string, issues: ConfigIssue[]): Promise<{ ok: boolean; data?: unknown }> {
  const read = await readText(rootDir, file);
  if ('issue' in read) {
    issues.push(read.issue);
    return { ok: false };
  }
  const { text } = read;
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
    const schema = await readSchemaFile(metaDir, path.join(metaDir, name));
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
    const schema = await readSchemaFile(metaDir, path.join(dir, name));
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
