// The shape of a semantic diff between two releases (src/config/release-diff.ts). Plain JSON, so
// the server can answer it and the studio and the CLI can print it as they received it.

/** A release's content: config-root-relative path -> parsed JSON (forms, fragments, catalogs, journeys, partners, locales). */
export type { ReleaseFiles } from '../release-layout.js';

/** One line in both languages of the portal. */
export interface Bilingual {
  en: string;
  ar: string;
}

export type Change = 'added' | 'removed' | 'changed';

interface EntryBase {
  /** The file that holds the change (for a rule of a shared fragment: the fragment). */
  file: string;
  /** RFC 6901 pointer into that file ('' is the whole file). */
  pointer: string;
  change: Change;
  /** What happened, in words, so a reader needs to know no kind. */
  summary: Bilingual;
}

/** A whole file added or removed: one entry, not one per part. */
export interface FileEntry extends EntryBase {
  kind: 'file';
  before?: unknown;
  after?: unknown;
}

/** Any other change of a value, as high up the tree as it goes (an added object is one entry). */
export interface ValueEntry extends EntryBase {
  kind: 'value';
  before?: unknown;
  after?: unknown;
}

/** A text in one language, before and after (null where it does not exist). */
export interface TextSides {
  before: string | null;
  after: string | null;
}

/** One text key, English and Arabic together, from locales/ or from a partner's text overrides. */
export interface TextEntry extends EntryBase {
  kind: 'text';
  key: string;
  /** Set for a partner's override of the key. */
  partner?: string;
  en: TextSides;
  ar: TextSides;
  /** Every file in which this key changed (both locale files when both languages did). */
  files: string[];
}

/** A row of schemas/catalog/products.json `plans`, as a row. */
export interface PlanEntry extends EntryBase {
  kind: 'plan';
  product: string;
  plan: string;
  /** Columns whose value differs (every column of an added or removed row). */
  columns: string[];
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** A text key with its English and Arabic text. */
export interface ResolvedText {
  key: string;
  en: string | null;
  ar: string | null;
}

/** A validation rule of a form field added, removed or changed. */
export interface RuleEntry extends EntryBase {
  kind: 'rule';
  form: string;
  /** The tab id, on a lookup form. */
  tab?: string;
  field: string;
  /** The JSON Schema keyword (minLength, pattern, ...); `required` for membership of `required`. */
  keyword: string;
  before?: unknown;
  after?: unknown;
  /** The field's label (its title's texts), or its name where it has none. */
  label: Bilingual;
  /** The message customers see when the rule fails (of the after release; of the before one for a removal). */
  message?: ResolvedText;
}

export type DiffEntry = FileEntry | ValueEntry | TextEntry | PlanEntry | RuleEntry;

export interface ReleaseDiff {
  /** Every file that differs, by path. */
  files: Array<{ file: string; change: Change }>;
  /** Every change, ordered by file, pointer and kind. */
  entries: DiffEntry[];
}
