// The only part of src/config that touches the file system: it turns a directory, or a release's
// files held in memory (config releases, src/server/releases), into raw files. Both go through one
// ConfigReader, so a release is checked by exactly the code that checks a folder.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { iso } from './arabic-findings.js';
import { duplicateKeyIssues, parseJsonText } from './json-text.js';
import { inlineEditorLists, readEditorLists } from './editor-lists.js';
import { inlineRefs } from './refs.js';
import { RELEASE_DIRS, type ReleaseFiles, type ReleaseTexts } from './release-layout.js';
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


type ReadOutcome = { text: string } | { data: unknown } | { issue: ConfigIssue };

/** Where the files of a tree come from: a folder on disk or a release in memory. */
export interface ConfigReader {
  /** Names of the JSON files directly in `dir` (relative to the root), sorted. */
  list(dir: string): Promise<string[]>;
  /** A file's text (from disk) or its parsed JSON (from a release), or why it cannot be read. */
  read(file: string): Promise<ReadOutcome>;
}

export function diskReader(rootDir: string): ConfigReader {
  return { list: (dir) => jsonFilesIn(path.join(rootDir, dir)), read: (file) => readText(rootDir, file) };
}

/** A release's files in memory, as their texts: read, parsed and checked exactly like files on disk. */
export function memoryReader(texts: ReleaseTexts): ConfigReader {
  const paths = Object.keys(texts).sort();
  return {
    list: async (dir) => paths.filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes('/') && p.endsWith('.json')).map((p) => p.slice(dir.length + 1)),
    read: async (file) => ({ text: texts[file]! }),
  };
}

/**
 * A release's files from a folder (seeding release 1): parsed, and their texts exactly as read (what
 * the release keeps). Unreadable files are issues.
 */
export async function readReleaseFiles(rootDir: string): Promise<{ files: ReleaseFiles; texts: ReleaseTexts; issues: ConfigIssue[] }> {
  const reader = diskReader(rootDir);
  const files: ReleaseFiles = {};
  const texts: ReleaseTexts = {};
  const issues: ConfigIssue[] = [];
  for (const dir of RELEASE_DIRS) {
    for (const name of await reader.list(dir)) {
      const file = `${dir}/${name}`;
      const read = await reader.read(file);
      const parsed = await readJson({ list: reader.list, read: async () => read }, file, issues);
      if (!parsed.ok) continue;
      files[file] = parsed.data;
      if ('text' in read) texts[file] = read.text;
    }
  }
  return { files, texts, issues };
}

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
    return {
      issue: {
        file, pointer: '', message: `The file could not be read (${code}).`, fix: 'Make it a readable JSON file, or move it out of the config folders.',
        ar: { message: `تعذّرت قراءة الملف (${iso(code)}).`, fix: `يرجى جعله ملف ${iso('JSON')} قابلًا للقراءة، أو نقله خارج مجلدات الإعدادات.` },
      },
    };
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

async function readJson(reader: ConfigReader, file: string, issues: ConfigIssue[]): Promise<{ ok: boolean; data?: unknown }> {
  const read = await reader.read(file);
  if ('issue' in read) {
    issues.push(read.issue);
    return { ok: false };
  }
  if ('data' in read) return { ok: true, data: read.data };
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
 * Reads every config file under rootDir (or from a reader); unparsable or unexpected files become
 * issues. Forms come with their `$ref`s to schemas/common/ inlined (and where each part came from).
 */
export async function readConfigFiles(source: string | ConfigReader): Promise<ReadResult> {
  const reader = typeof source === 'string' ? diskReader(source) : source;
  const files: RawConfigFile[] = [];
  const issues: ConfigIssue[] = [];
  const fragments: Fragments = {};
  for (const name of await reader.list(FRAGMENTS_DIR)) {
    const file = `${FRAGMENTS_DIR}/${name}`;
    const read = await readJson(reader, file, issues);
    if (read.ok) fragments[file] = read.data;
  }
  for (const { dir, kind } of LAYOUT) {
    for (const name of await reader.list(dir)) {
      const file = `${dir}/${name}`;
      const fileKind = kind === 'catalog' ? CATALOG_KINDS[name] : kind;
      if (!fileKind) {
        issues.push({
          file, pointer: '',
          message: 'This catalog file is not one the portal knows.',
          fix: `Rename it to one of ${Object.keys(CATALOG_KINDS).join(', ')}, or move it out of ${dir}/.`,
          ar: { message: 'ملف الدليل هذا ليس من الملفات التي تعرفها البوابة.', fix: `يرجى تغيير اسمه إلى أحد الأسماء: ${iso(Object.keys(CATALOG_KINDS).join(', '))}، أو نقله خارج ${iso(`${dir}/`)}.` },
        });
        continue;
      }
      const read = await readJson(reader, file, issues);
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
