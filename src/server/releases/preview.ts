// A draft's tree as the studio previews it: its files loaded and checked once per saved revision
// (a preview asks several times while someone types), its validators compiled on the server as
// for the served tree (the browser's CSP forbids compiling them there), reusing the served tree's
// compiled code for every schema the draft leaves alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadCheckedRelease, type ConfigIssue, type ConfigTree } from '../../config/index.js';
import { editorLists, type EditorList } from '../../config/editor-lists.js';
import { compileTreeValidators, type TreeValidators } from '../../config/validator-code.js';
import { validatorsOf } from '../config-live/live-config.js';
import type { Draft } from './drafts-repository.js';
import { appError } from '../errors.js';
import { draftFiles } from './drafts.js';

export interface DraftTree {
  /** Null when the checker found errors: the preview then shows the findings instead. */
  tree: ConfigTree | null;
  issues: ConfigIssue[];
  validators: TreeValidators | null;
}

/** Loaded trees by "draft id@revision"; a few people preview a few drafts at a time. */
const loaded = new Map<string, Promise<DraftTree>>();
const MAX_TREES = 8;

/** Which tree of a draft: its own, or the release it started from (a reviewer's "before"). */
export type PreviewSide = 'draft' | 'base';

export function draftTree(app: FastifyInstance, draft: Draft, side: PreviewSide = 'draft'): Promise<DraftTree> {
  // A base release never changes: one tree per release number, shared by its drafts.
  const key = side === 'base' ? `release ${draft.base}` : `${draft.id}@${draft.revision}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = (async () => {
      const files = side === 'base' ? await app.releasesRepository.files(draft.base) : await draftFiles(app, draft);
      if (!files) throw appError('RELEASE_NOT_FOUND');
      const { tree, issues } = await loadCheckedRelease(files, app.env.CONFIG_ROOT, { warnings: true });
      return { tree, issues, validators: tree ? compileTreeValidators(tree, validatorsOf(app.configTree)) : null };
    })();
    // A failure (a missing base release) is not kept: the next ask tries again.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
    while (loaded.size > MAX_TREES) loaded.delete(loaded.keys().next().value!);
  }
  return pending;
}

/** Where the studio loads a validator module of a draft: the same file name as under /validators/. */
export const draftValidatorUrl = (draftId: string, url: string) => `/api/staff/drafts/${draftId}/validators/${url.slice(url.lastIndexOf('/') + 1)}`;

/** The code of one validator module of a draft's tree, by its file name (<hash>.js). */
export function draftValidatorCode(validators: TreeValidators | null, file: string): string | undefined {
  for (const compiled of validators?.byId.values() ?? []) {
    if (compiled.url.endsWith(`/${file}`)) return compiled.code;
  }
  return undefined;
}

/** The meta-schemas by kind (schemas/meta/<kind>.schema.json) and each view's step options. */
export async function metaSchemas(configRoot: string): Promise<{ kinds: Record<string, unknown>; views: Record<string, unknown> }> {
  const dir = path.join(configRoot, 'schemas', 'meta');
  const readAll = async (folder: string) => {
    const out: Record<string, unknown> = {};
    for (const name of (await readdir(folder)).filter((n) => n.endsWith('.schema.json')).sort()) {
      out[name.slice(0, -'.schema.json'.length)] = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as unknown;
    }
    return out;
  };
  return { kinds: await readAll(dir), views: await readAll(path.join(dir, 'views')) };
}

/** The meta-schemas' texts in other languages (schemas/meta/i18n/<lng>.json: labels by property
 * name, titles and descriptions by their English), for the studio's generated editors. */
export async function metaSchemaTexts(configRoot: string): Promise<Record<string, { labels: Record<string, string>; texts: Record<string, string> }>> {
  const dir = path.join(configRoot, 'schemas', 'meta', 'i18n');
  const out: Record<string, { labels: Record<string, string>; texts: Record<string, string> }> = {};
  for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => /^[a-z]{2}\.json$/.test(n)).sort()) {
    const { labels, texts } = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { labels?: Record<string, string>; texts?: Record<string, string> };
    out[name.slice(0, 2)] = { labels: labels ?? {}, texts: texts ?? {} };
  }
  return out;
}

/** The pickers' lists (form, plan, journey ids, text keys, ...) from a draft's own tree. */
export async function draftEditorLists(app: FastifyInstance, tree: ConfigTree): Promise<Record<EditorList, string[]>> {
  const { views } = await metaSchemas(app.env.CONFIG_ROOT);
  return editorLists(tree, Object.keys(views));
}

/** Each journey (with its steps), form and partner of a tree: what the studio lists to pick from. */
export function treeSummary(tree: ConfigTree) {
  const sorted = <T>(record: Record<string, T>) => Object.keys(record).sort().map((id) => [id, record[id]!] as const);
  return {
    journeys: sorted(tree.journeys).map(([id, { file, data }]) => ({
      id, file, route: data.route, title: data.title,
      steps: data.steps.map((step) => ({ id: step.id, kind: step.kind, form: step.form, forms: step.forms, view: step.view, title: step.title })),
    })),
    forms: sorted(tree.forms).map(([id, { file, data }]) => ({ id, file, title: data.title, tabs: data.tabs?.map((tab) => tab.id) })),
    partners: sorted(tree.partners).map(([id, { file, data }]) => ({ id, name: data.name, file })),
  };
}
