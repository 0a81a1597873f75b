// Semantic diff between two releases (or a draft and its base), issue 22 item 8: per file and
// JSON pointer, a text key with its English and Arabic before and after, plan rows as rows, and
// a form rule in plain words ("Name: at least 3 characters added (message ...)"). Pure: no I/O,
// so the server answers it and the studio and the CLI print it. Every entry has a bilingual
// summary line, so a reader needs no knowledge of the kinds.
import { comparePointers, isWithin, jsonChanges, sameJson, type RawChange } from './release-diff/json-diff.js';
import { PRODUCTS_FILE, planEntries, withoutPlans } from './release-diff/plans.js';
import { FORMS_DIR, FRAGMENTS_DIR, formRuleDiff } from './release-diff/rules.js';
import { TEXT_LANGUAGES, localeFile, localeTextEntries, partnerTextEntries, withoutPartnerTexts } from './release-diff/texts.js';
import type { Change, DiffEntry, ReleaseDiff, ReleaseFiles, ValueEntry } from './release-diff/types.js';
import { fileSummary, valueSummary } from './release-diff/words.js';
import { isObject, type Origin } from './types.js';

export type * from './release-diff/types.js';
export { RELEASE_DIFF_SCHEMA } from './release-diff/schema.js';
export { RULE_WORDS } from './release-diff/words.js';

const MERGED_LOCALES: ReadonlySet<string> = new Set(TEXT_LANGUAGES.map(localeFile));
const isPartnerFile = (file: string) => /^partners\/[^/]+\.json$/.test(file);

/** What of a changed file the structural diff compares: the parts with a reading of their own are taken out. */
function structuralPart(file: string, data: unknown): unknown {
  if (MERGED_LOCALES.has(file)) return { $schema: (data as { $schema?: unknown } | null)?.$schema };
  if (isPartnerFile(file)) return withoutPartnerTexts(data);
  if (file === PRODUCTS_FILE) return withoutPlans(data);
  return data;
}

/**
 * A change that holds a rule shown as a rule entry (a form's `schema` added beside a `$ref`, say)
 * is opened up into its parts, so the rule is left out and only the rest is shown.
 */
function openAround(change: RawChange, covered: string[]): RawChange[] {
  const holds = covered.some((pointer) => pointer.startsWith(`${change.pointer}/`));
  const open = (value: unknown) => value === undefined || isObject(value);
  if (!holds || !open(change.before) || !open(change.after)) return [change];
  return jsonChanges(change.before ?? {}, change.after ?? {}, change.pointer).flatMap((part) => openAround(part, covered));
}

const KIND_ORDER: Record<DiffEntry['kind'], number> = { file: 0, rule: 1, plan: 2, text: 3, value: 4 };

/** A tie-break after file, pointer and kind: the same fragment rule in several forms, say. */
function detail(entry: DiffEntry): string {
  if (entry.kind === 'rule') return [entry.form, entry.tab ?? '', entry.field, entry.keyword].join('\u0000');
  if (entry.kind === 'text') return `${entry.key}\u0000${entry.partner ?? ''}`;
  return entry.change;
}

function compareEntries(a: DiffEntry, b: DiffEntry): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return comparePointers(a.pointer, b.pointer) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (detail(a) < detail(b) ? -1 : detail(a) > detail(b) ? 1 : 0);
}

export function diffReleases(before: ReleaseFiles, after: ReleaseFiles): ReleaseDiff {
  const files: ReleaseDiff['files'] = [];
  const entries: DiffEntry[] = [];
  const changed: string[] = [];
  for (const file of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const change: Change | undefined = !(file in before) ? 'added' : !(file in after) ? 'removed' : sameJson(before[file], after[file]) ? undefined : 'changed';
    if (!change) continue;
    files.push({ file, change });
    if (change === 'changed') changed.push(file);
    else entries.push({ kind: 'file', file, pointer: '', change, ...(change === 'added' ? { after: after[file] } : { before: before[file] }), summary: fileSummary(change, file) });
  }

  // A fragment's change reaches every form that uses it, so then every form is read again.
  const fragmentChanged = files.some(({ file }) => file.startsWith(FRAGMENTS_DIR));
  const covered: Origin[] = [];
  for (const file of Object.keys(after).filter((f) => f.startsWith(FORMS_DIR) && f in before).sort()) {
    if (!fragmentChanged && !changed.includes(file)) continue;
    const rules = formRuleDiff(file, before, after);
    entries.push(...rules.entries);
    covered.push(...rules.covered);
  }
  if (changed.some((file) => MERGED_LOCALES.has(file))) entries.push(...localeTextEntries(before, after));
  if (changed.includes(PRODUCTS_FILE)) entries.push(...planEntries(before, after));

  for (const file of changed) {
    if (isPartnerFile(file)) entries.push(...partnerTextEntries(file, before[file], after[file]));
    const mine = covered.filter((origin) => origin.file === file).map((origin) => origin.pointer);
    for (const raw of jsonChanges(structuralPart(file, before[file]), structuralPart(file, after[file])).flatMap((c) => openAround(c, mine))) {
      if (mine.some((pointer) => isWithin(raw.pointer, pointer))) continue;
      const entry: ValueEntry = { kind: 'value', file, ...raw, summary: valueSummary(raw.change, raw.pointer, raw.before, raw.after) };
      entries.push(entry);
    }
  }
  return { files, entries: entries.sort(compareEntries) };
}
