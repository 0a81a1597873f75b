// The config checker: the server runs it at start-up, `npm run config:check` on demand.
// Stage 1 checks each file on its own (JSON, $schema, meta-schema, embedded schemas); only a
// tree whose files all have the right shape goes on to stage 2, the cross-file lint.
import path from 'node:path';
import { diskReader, memoryReader, readConfigFiles, readMetaSchemas, readPublicPartnerFiles, readViewSchemas, type ConfigReader } from './files.js';
import type { ReleaseTexts } from './release-layout.js';
import { lintUiNames } from './check-ui-names.js';
import { lintCatalogs, lintForm } from './lint-forms.js';
import { lintMessages } from './lint-messages.js';
import { lintOperations } from './lint-operations.js';
import { lintPromoCodes } from './lint-promo-codes.js';
import { lintUiOptions, lintViewSteps } from './lint-views.js';
import { catalogKeys, formKeys, journeyKeys, lintLocales, missingKeys } from './lint-i18n.js';
import { lintJourneys } from './lint-journeys.js';
import { lintPartners } from './lint-partners.js';
import { lintWire } from './lint-wire.js';
import { nameFieldsByLabel } from './field-labels.js';
import { createMetaValidator, type MetaValidator } from './meta-validate.js';
import { iso } from './arabic-findings.js';
import { blame } from './refs.js';
import { buildTree, expectedSchemaRef } from './tree.js';
import type { ConfigIssue, ConfigTree, FormConfig, RawConfigFile } from './types.js';
import { isObject } from './types.js';

export interface CheckOptions {
  /** Folder of the meta-schemas (default: <root>/schemas/meta). Tests point fixtures at the real ones. */
  metaDir?: string;
  /** Include warnings (shown by `npm run config:check`, never fatal); by default only errors. */
  warnings?: boolean;
  /**
   * The last good texts of the files (a draft's base release). When a file is refused on its own,
   * the cross-file lint still runs with that file's last good text in its place, so one broken
   * file does not hide the problems of every other file.
   */
  fallback?: ReleaseTexts;
}

const SINGLE_CATALOGS = ['products', 'plate-codes', 'operations', 'errors'] as const;

/** Checks one file on its own: its `$schema`, its meta-schema and (forms) its embedded schemas. */
export function checkFileShape(raw: RawConfigFile, meta: MetaValidator): ConfigIssue[] {
  const expected = expectedSchemaRef(raw.file, raw.kind === 'plate-codes' ? 'plate-codes' : raw.kind);
  const issues: ConfigIssue[] = [];
  if (isObject(raw.data) && raw.data.$schema !== expected) {
    issues.push({
      file: raw.file, pointer: '/$schema', message: `"$schema" is ${JSON.stringify(raw.data.$schema)}.`, fix: `Set "$schema" to "${expected}" so editors check the file.`,
      ar: { message: `قيمة ${iso('"$schema"')} هي ${iso(String(JSON.stringify(raw.data.$schema)))}.`, fix: `يرجى جعل ${iso('"$schema"')} «${iso(expected)}» لكي تدقق المحررات الملف.` },
    });
  }
  const shape = meta.validate(raw.kind, raw.data, raw.file).filter((i) => i.pointer !== '/$schema' || issues.length === 0);
  issues.push(...shape);
  if (raw.kind === 'form' && shape.length === 0) {
    const form = raw.data as FormConfig;
    if (form.schema) issues.push(...meta.compileFormSchema(form.schema, raw.file, '/schema'));
    form.tabs?.forEach((tab, i) => issues.push(...meta.compileFormSchema(tab.schema, raw.file, `/tabs/${i}/schema`)));
  }
  return issues;
}

/** Stage 2: references between files, reachability, texts and partner overrides. */
export function lintTree(tree: ConfigTree, meta: MetaValidator, publicFiles: ReadonlySet<string>): ConfigIssue[] {
  const issues: ConfigIssue[] = [...lintCatalogs(tree), ...lintOperations(tree), ...lintPromoCodes(tree)];
  const refs = catalogKeys(tree);
  for (const [name, { file, data }] of Object.entries(tree.forms)) {
    issues.push(...lintForm(data, file, '', name), ...lintMessages(tree, data, file), ...lintUiOptions(tree, data, meta, file), ...lintUiNames(data, file));
    refs.push(...formKeys(data, file));
  }
  issues.push(...lintJourneys(tree), ...lintWire(tree));
  for (const { file, data } of Object.values(tree.journeys)) {
    issues.push(...lintViewSteps(tree, data, meta, file));
    refs.push(...journeyKeys(data, file));
  }
  issues.push(...lintLocales(tree), ...missingKeys(tree, refs), ...lintPartners(tree, meta, publicFiles));
  return issues;
}

/** Every problem of the config tree under rootDir; an empty list means the tree is good. */
export async function checkConfigTree(rootDir: string, options: CheckOptions = {}): Promise<ConfigIssue[]> {
  return (await loadCheckedConfigTree(rootDir, options)).issues;
}

/**
 * The check and the load from one reading of the files, so the tree returned is exactly the one
 * checked (a live reload must not serve a file saved between its check and its load). `tree` is
 * null when the check found an error; warnings (with `warnings: true`) do not withhold it.
 */
export async function loadCheckedConfigTree(rootDir: string, options: CheckOptions = {}): Promise<{ tree: ConfigTree | null; issues: ConfigIssue[] }> {
  return loadCheckedTreeFrom(diskReader(path.resolve(rootDir)), rootDir, options);
}

/**
 * The same check and load, of a release's files held in memory (a database release, a draft).
 * `rootDir` still gives the meta-schemas and the public partner files, which ship with the code.
 */
export async function loadCheckedRelease(files: ReleaseTexts, rootDir: string, options: CheckOptions = {}): Promise<{ tree: ConfigTree | null; issues: ConfigIssue[] }> {
  const checked = await loadCheckedTreeFrom(memoryReader(files), rootDir, options);
  if (!checked.refusedFiles || !options.fallback) return checked;
  return { tree: null, issues: [...checked.issues, ...(await lintBesideRefusedFiles(files, options.fallback, checked.issues, rootDir, options))] };
}

/**
 * The cross-file lint of a tree some of whose files were refused on their own, run with each
 * refused file's last good text in its place. Its findings on the stand-ins are dropped (they are
 * about text nobody is editing); when a refused file has no last good text (a new file), or the
 * stand-ins are refused too, nothing more can be said reliably and nothing is added.
 */
async function lintBesideRefusedFiles(files: ReleaseTexts, fallback: ReleaseTexts, shapeIssues: ConfigIssue[], rootDir: string, options: CheckOptions): Promise<ConfigIssue[]> {
  const refused = new Set(shapeIssues.map((i) => i.file));
  const mixed: ReleaseTexts = { ...files };
  for (const file of refused) {
    const good = fallback[file];
    if (good === undefined) return [];
    mixed[file] = good;
  }
  const again = await loadCheckedTreeFrom(memoryReader(mixed), rootDir, { ...options, fallback: undefined });
  if (again.refusedFiles) return [];
  return again.issues.filter((i) => !refused.has(i.file));
}

interface Checked { tree: ConfigTree | null; issues: ConfigIssue[]; /** Some file was refused on its own: the cross-file lint did not run. */ refusedFiles?: boolean }

async function loadCheckedTreeFrom(reader: ConfigReader, rootDir: string, options: CheckOptions): Promise<Checked> {
  const root = path.resolve(rootDir);
  const metaDir = options.metaDir ?? path.join(root, 'schemas', 'meta');
  const meta = createMetaValidator(await readMetaSchemas(metaDir), await readViewSchemas(metaDir));
  const { files, issues, fragments } = await readConfigFiles(reader);
  for (const kind of SINGLE_CATALOGS) {
    const file = `schemas/catalog/${kind}.json`;
    // A catalog that is there but not valid JSON has its syntax error already: it is not missing.
    if (!files.some((f) => f.kind === kind) && !issues.some((i) => i.file === file)) {
      issues.push({
        file, pointer: '', message: 'This catalog file is missing.', fix: `Create schemas/catalog/${kind}.json (see schemas/meta/${kind}.schema.json).`,
        ar: { message: 'ملف الدليل هذا غير موجود.', fix: `يرجى إنشاء ${iso(`schemas/catalog/${kind}.json`)} (انظر ${iso(`schemas/meta/${kind}.schema.json`)}).` },
      });
    }
  }
  for (const raw of files) issues.push(...checkFileShape(raw, meta));
  if (issues.length > 0) return { tree: null, issues: blameFiles(issues, files), refusedFiles: true };
  const tree = buildTree(root, files, fragments);
  const found = blameFiles(lintTree(tree, meta, await readPublicPartnerFiles(root)), files);
  const errors = configErrors(found);
  return { tree: errors.length > 0 ? null : tree, issues: options.warnings ? found : errors };
}

/**
 * Issues found on a form with its `$ref`s inlined are re-pointed at the file that holds the
 * fault (the form, or the shared fragment); a fragment's fault shared by several forms is one entry.
 * Before that, while the pointer is still into the form, a finding on a field names it by its label.
 */
function blameFiles(issues: ConfigIssue[], files: RawConfigFile[]): ConfigIssue[] {
  const origins = new Map(files.filter((f) => f.origins).map((f) => [f.file, f.origins!]));
  const seen = new Set<string>();
  return nameFieldsByLabel(issues, files).flatMap((issue) => {
    const found = origins.get(issue.file);
    const blamed = found ? blame(issue, found) : issue;
    const key = `${blamed.file}\u0000${blamed.pointer}\u0000${blamed.fix}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [blamed];
  });
}

/** The issues that fail the check (warnings are shown but do not). */
export function configErrors(issues: ConfigIssue[]): ConfigIssue[] {
  return issues.filter((i) => i.severity !== 'warning');
}

/** One readable block per issue: file, JSON pointer, what is wrong, what to do. */
export function formatConfigIssues(issues: ConfigIssue[]): string {
  if (issues.length === 0) return 'The config tree has no problems.';
  const blocks = issues.map((i) => [`${i.severity === 'warning' ? '!' : '✗'} ${i.file}`, `  at:   ${i.pointer || '(whole file)'}`, `  what: ${i.message}`, `  fix:  ${i.fix}`].join('\n'));
  const errors = configErrors(issues).length;
  const warnings = issues.length - errors;
  const counts = [errors ? `${errors} problem${errors === 1 ? '' : 's'}` : '', warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
  return [`${counts} in the config tree:`, ...blocks].join('\n\n');
}
