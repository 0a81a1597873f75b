// Drafts: a base release plus changed files, each save checked on the whole resolved tree by the
// checker that guards every load. Who may write what: editors; a partner's own editor only their
// partner's file and their own drafts. Revisions catch two people saving the same draft.
import type { FastifyInstance } from 'fastify';
import { configErrors, isReleasePath, loadCheckedRelease, parseReleaseTexts, type ConfigIssue, type ReleaseFiles, type ReleaseTexts } from '../../config/index.js';
import { appError } from '../errors.js';
import { audit } from '../staff/audit.js';
import { canEditFile, canReadFile, hasRole, type StaffIdentity } from '../staff/roles.js';
import { applyChanges } from './content.js';
import { primeDraftTree } from './draft-tree-cache.js';
import type { Draft } from './drafts-repository.js';
import { RELEASE_ACTIONS, requireDatabaseSource, type Actor } from './actor.js';

/** The draft if `actor` may see it: everyone signed in, but a partner's staff only their partner's drafts. */
export async function visibleDraft(app: FastifyInstance, actor: Actor, id: string): Promise<Draft> {
  // Another partner's draft is as missing as one that never was (the scope is a condition of the query).
  const draft = /^[0-9a-f-]{36}$/i.test(id) ? await app.draftsRepository.get(id, actor.staff.partnerScope) : undefined;
  if (!draft) throw appError('DRAFT_NOT_FOUND');
  return draft;
}

/** The texts of the files a draft would release: its base with its changes on top. */
export async function draftTexts(app: FastifyInstance, draft: Pick<Draft, 'base' | 'changes'>): Promise<ReleaseTexts> {
  const base = await app.releasesRepository.texts(draft.base);
  if (!base) throw appError('RELEASE_NOT_FOUND');
  return applyChanges(base, draft.changes);
}

/**
 * The files of a draft that `staff` may read (roles.ts canReadFile): for a partner's staff, the
 * shared files and their own partner's, never another partner's, whoever changed them in the draft.
 */
export async function readableDraftTexts(app: FastifyInstance, staff: StaffIdentity, draft: Pick<Draft, 'base' | 'changes'>): Promise<ReleaseTexts> {
  const base = await app.releasesRepository.texts(draft.base, staff.partnerScope);
  if (!base) throw appError('RELEASE_NOT_FOUND');
  return applyChanges(base, Object.fromEntries(Object.entries(draft.changes).filter(([path]) => canReadFile(staff, path))));
}

/** The same files, parsed. */
export async function readableDraftFiles(app: FastifyInstance, staff: StaffIdentity, draft: Pick<Draft, 'base' | 'changes'>): Promise<ReleaseFiles> {
  return parseReleaseTexts(await readableDraftTexts(app, staff, draft));
}

/** The checker's findings (errors and warnings) on a whole tree of files. */
export async function findingsOf(app: FastifyInstance, files: ReleaseTexts): Promise<ConfigIssue[]> {
  return (await loadCheckedRelease(files, app.env.CONFIG_ROOT, { warnings: true })).issues;
}

export async function createDraft(app: FastifyInstance, actor: Actor, input: { base?: number | undefined; message: string }): Promise<Draft> {
  requireDatabaseSource(app);
  if (!hasRole(actor.staff, 'editor')) throw appError('FORBIDDEN');
  const head = await app.releasesRepository.head();
  if (!head) throw appError('RELEASE_NOT_FOUND');
  if (input.base !== undefined && input.base !== head.number) {
    if (!(await app.releasesRepository.get(input.base))) throw appError('RELEASE_NOT_FOUND');
    throw appError('DRAFT_STALE');
  }
  const draft = await app.draftsRepository.create({ base: head.number, message: input.message, author: actor.staff.username, partnerScope: actor.staff.partnerScope ?? null });
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.draftCreated, target: `draft:${draft.id}`, details: { base: head.number, message: input.message } });
  return draft;
}

export interface FileWrite {
  path: string;
  /** The file's text, kept exactly (it parses: the route checked it); null removes the file from the release; undefined reverts it to the base. */
  content: string | null | undefined;
  /** The revision the writer last saw; a different one fails with DRAFT_CHANGED. */
  revision?: number | undefined;
}

/** Saves (or reverts, or removes) one file of a draft; answers the draft with the findings on its whole tree. */
export async function writeDraftFile(app: FastifyInstance, actor: Actor, id: string, write: FileWrite): Promise<Draft> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!isReleasePath(write.path)) throw appError('CONFIG_PATH_INVALID');
  if (!canEditFile(actor.staff, write.path)) throw appError('CONFIG_FILE_FORBIDDEN');
  if (draft.status !== 'open') throw appError('DRAFT_NOT_OPEN');
  if (write.revision !== undefined && write.revision !== draft.revision) throw appError('DRAFT_CHANGED');
  const changes = { ...draft.changes };
  if (write.content === undefined) delete changes[write.path];
  else changes[write.path] = write.content;
  const base = await app.releasesRepository.texts(draft.base);
  if (!base) throw appError('RELEASE_NOT_FOUND');
  // The base stands in for a file refused on its own, so staff see every other file's problems too.
  const checked = await loadCheckedRelease(applyChanges(base, changes), app.env.CONFIG_ROOT, { warnings: true, fallback: base });
  const findings = checked.issues;
  const saved = await app.draftsRepository.saveChanges(draft.id, draft.revision, { changes, findings, by: actor.staff.username });
  // Someone saved (or submitted) between our read and our write.
  if (!saved) throw appError('DRAFT_CHANGED');
  primeDraftTree(app, saved.id, saved.revision, checked);
  const action = write.content === undefined ? RELEASE_ACTIONS.draftFileReverted : write.content === null ? RELEASE_ACTIONS.draftFileRemoved : RELEASE_ACTIONS.draftSaved;
  await audit(app, {
    actor: actor.staff.username, clientAddress: actor.address, action, target: `draft:${draft.id}`,
    details: { file: write.path, revision: saved.revision, problems: configErrors(findings).length },
  });
  return saved;
}

export async function submitDraft(app: FastifyInstance, actor: Actor, id: string, message: string | undefined): Promise<Draft> {
  requireDatabaseSource(app);
  const draft = await visibleDraft(app, actor, id);
  if (!hasRole(actor.staff, 'editor')) throw appError('FORBIDDEN');
  if (draft.status !== 'open') throw appError('DRAFT_NOT_OPEN');
  if (Object.keys(draft.changes).length === 0) throw appError('DRAFT_EMPTY');
  const findings = await findingsOf(app, await draftTexts(app, draft));
  if (configErrors(findings).length > 0) throw appError('DRAFT_HAS_PROBLEMS');
  // A new message is a change to what the release says: its writer becomes one of the draft's authors.
  // The revision checked is the one submitted: a save meanwhile sends it round again.
  const reworded = message !== undefined && message !== draft.message;
  const submitted = await app.draftsRepository.transition(draft.id, ['open'], 'submitted', {
    revision: draft.revision, ...(reworded ? { message, author: actor.staff.username } : {}),
  });
  if (!submitted) throw appError('DRAFT_CHANGED');
  await audit(app, { actor: actor.staff.username, clientAddress: actor.address, action: RELEASE_ACTIONS.submitted, target: `draft:${draft.id}`, details: { message: submitted.message, files: Object.keys(draft.changes) } });
  return submitted;
}
