// A draft's tree as the studio previews it: its files loaded and checked once per saved revision
// (a preview asks several times while someone types), its validators compiled on the server as
// for the served tree (the browser's CSP forbids compiling them there), reusing the served tree's
// compiled code for every schema the draft leaves alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadCheckedRelease, type ConfigTree } from '../../config/index.js';
import { editorLists, type EditorList } from '../../config/editor-lists.js';
import type { TreeValidators } from '../../config/validator-code.js';
import { perTreeKeyed } from '../../config/per-tree.js';
import { cachedTree, draftKey, withValidators, type DraftTree } from './draft-tree-cache.js';
import type { Draft } from './drafts-repository.js';
import { appError } from '../errors.js';
import { draftTexts } from './drafts.js';
import { canSeePartner, type StaffIdentity } from '../staff/roles.js';

/** Which tree of a draft: its own, or the release it started from (a reviewer's "before"). */
export type PreviewSide = 'draft' | 'base';

export function draftTree(app: FastifyInstance, draft: Draft, side: PreviewSide = 'draft'): Promise<DraftTree> {
  // A base release never changes: one tree per release number, shared by its drafts.
  const key = side === 'base' ? `release ${draft.base}` : draftKey(draft.id, draft.revision);
  return cachedTree(key, async () => {
    const files = side === 'base' ? await app.releasesRepository.texts(draft.base) : await draftTexts(app, draft);
    if (!files) throw appError('RELEASE_NOT_FOUND');
    return withValidators(app, await loadCheckedRelease(files, app.env.CONFIG_ROOT, { warnings: true }));
  });
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

/** The views a step may name: the meta-schemas of views/ (part of the build, read once). */
const viewNames = new Map<string, Promise<string[]>>();
const listsOf = perTreeKeyed((tree: ConfigTree, views: string) => editorLists(tree, views.split(',')), 4);

/** The pickers' lists (form, plan, journey ids, text keys, ...) from a draft's own tree, once per tree. */
export async function draftEditorLists(app: FastifyInstance, tree: ConfigTree): Promise<Record<EditorList, string[]>> {
  const root = app.env.CONFIG_ROOT;
  let views = viewNames.get(root);
  if (!views) {
    views = metaSchemas(root).then((meta) => Object.keys(meta.views));
    views.catch(() => viewNames.delete(root));
    viewNames.set(root, views);
  }
  return listsOf(tree, (await views).join(','));
}

/** Each journey (with its steps), form and partner of a tree: what the studio lists to pick from (a partner's staff: their partner only). */
export function treeSummary(tree: ConfigTree, staff: StaffIdentity) {
  const sorted = <T>(record: Record<string, T>) => Object.keys(record).sort().map((id) => [id, record[id]!] as const);
  return {
    journeys: sorted(tree.journeys).map(([id, { file, data }]) => ({
      id, file, route: data.route, title: data.title,
      steps: data.steps.map((step) => ({ id: step.id, kind: step.kind, form: step.form, forms: step.forms, view: step.view, title: step.title })),
    })),
    forms: sorted(tree.forms).map(([id, { file, data }]) => ({ id, file, title: data.title, tabs: data.tabs?.map((tab) => tab.id) })),
    partners: sorted(tree.partners).filter(([id]) => canSeePartner(staff, id)).map(([id, { file, data }]) => ({ id, name: data.name, file })),
  };
}
