// The studio's "Edit" section: pick or start a draft, browse its files, edit one (texts side by
// side, plans as rows, a rule with its messages, a new partner, or the JSON itself), saved as you
// go (autosave.ts), with the checker's findings for the file and a live preview of the draft.
// The save status says what is true (saving, saved, or not saved and why); nothing typed is lost
// (unsaved JSON is kept per file, unsaved-text.ts; leaving the page before a save warns); every
// change can be undone (use-undo.ts) and a file put back to the release.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.js';
import { Link } from '../../ui/route-link.js';
import { whyDisabled } from '../disabled-reason.js';
import { draftPath } from '../releases/review-paths.js';
import type { StaffMember } from '../staff-api.js';
import { Autosave, type SaveState } from './autosave.js';
import { draftApi, type DraftInfo, type MetaSchemas } from './draft-api.js';
import { DraftPreviewPanel } from './draft-preview.js';
import { FileEditor } from './file-editor.js';
import { jsonProblem, type JsonProblem } from './json-problem.js';
import { knownPartners } from '../../../config/partner-ids.js';
import { PartnerEditor } from './partner-editor.js';
import { SaveStatus } from './save-status.js';
import { unsavedText } from './unsaved-text.js';
import { useUndo } from './use-undo.js';
import './editors.css';

type Files = Record<string, unknown>;
/** The texts editor opens on either locale file; a key from the preview opens the English one. */
const TEXTS_FILE = 'locales/en.json';

export function EditPage({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const path = params.get('file');
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) if (value === null) next.delete(key); else next.set(key, value);
    setParams(next);
  };
  const [drafts, setDrafts] = useState<DraftInfo[] | null>(null);
  const [message, setMessage] = useState('');
  const newDraftWhy = whyDisabled('studio-edit-new-draft-why', message.trim() ? null : t('studio.whyDisabled.newDraft'));
  useEffect(() => {
    draftApi.list(staff).then(setDrafts, () => setDrafts([]));
  }, [staff]);
  const create = async () => {
    const made = await draftApi.create(staff, message.trim());
    setDrafts((current) => [made, ...(current ?? [])]);
    setMessage('');
    go({ draft: made.id, file: null });
  };

  return (
    <div className="studio-edit">
      <p><Link to="/studio">{t('studio.edit.back')}</Link></p>
      <section className="studio-edit__drafts" aria-labelledby="studio-edit-drafts">
        <h2 id="studio-edit-drafts">{t('studio.edit.drafts')}</h2>
        <label>{t('studio.edit.pickDraft')}{' '}
          <select value={draftId ?? ''} onChange={(e) => go({ draft: e.target.value || null, file: null })}>
            <option value="">{t('studio.edit.noDraft')}</option>
            {(drafts ?? []).map((d) => <option key={d.id} value={d.id}>{d.message} ({d.authors.join(', ')})</option>)}
          </select>
        </label>
        <form onSubmit={(e) => { e.preventDefault(); if (message.trim()) void create(); }}>
          <label>{t('studio.edit.newDraftMessage')} <input value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} /></label>
          <button type="submit" className="button" {...newDraftWhy.button}>{t('studio.edit.newDraft')}</button>
          {newDraftWhy.hint}
        </form>
      </section>
      {draftId ? <DraftEditor key={draftId} staff={staff} draftId={draftId} path={path} onPath={(file) => go({ file, key: null })}
        onTextKey={(key) => go({ file: TEXTS_FILE, key })} /> : null}
    </div>
  );
}

function DraftEditor({ staff, draftId, path, onPath, onTextKey }: { staff: StaffMember; draftId: string; path: string | null; onPath(path: string): void; onTextKey(key: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftInfo | null>(null);
  const [files, setFiles] = useState<Files | null>(null);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [loadCount, setLoadCount] = useState(0);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [meta, setMeta] = useState<MetaSchemas | null>(null);
  // Files whose JSON text does not parse (kept, not saved), with where it stops.
  const [broken, setBroken] = useState<Record<string, JsonProblem>>(() => Object.fromEntries(
    unsavedText.paths(draftId).flatMap((file) => {
      const problem = jsonProblem(unsavedText.read(draftId, file) ?? '');
      return problem ? [[file, problem] as const] : [];
    })));
  const [saveError, setSaveError] = useState<unknown>(null);
  const undo = useUndo();
  useEffect(() => {
    // Without them every file is still editable as JSON.
    draftApi.metaSchemas(staff).then(setMeta, () => setMeta(null));
  }, [staff]);
  const autosave = useMemo(() => new Autosave({
    storage: window.localStorage,
    save: async (edit, revision) => {
      const saved = await draftApi.save(staff, edit.draftId, edit.path, edit.content, revision);
      setDraft(saved);
      return saved.revision;
    },
    onState: (state, error) => { setSaveState(state); setSaveError(error ?? null); },
  }), [staff]);
  // Leaving the page with a change not saved yet: the browser asks first (the kept text would
  // come back in this tab, but a closed tab's sessionStorage is gone).
  const unsaved = Object.keys(broken).length > 0 || ['waiting', 'saving', 'failed', 'conflict'].includes(saveState);
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // The draft's tree: its base release with the draft's files, then the edits not saved yet.
  useEffect(() => {
    let current = true;
    void (async () => {
      const info = await draftApi.get(staff, draftId);
      const base = await draftApi.baseFiles(staff, info.base);
      const changed = await Promise.all(info.files.map(async (file) => [file, await draftApi.file(staff, draftId, file)] as const));
      const tree: Files = { ...base.files, ...Object.fromEntries(changed.map(([file, saved]) => [file, saved.data])) };
      const written: Record<string, string> = { ...base.texts, ...Object.fromEntries(changed.map(([file, saved]) => [file, saved.text])) };
      for (const removed of (info as { removed?: string[] }).removed ?? []) delete tree[removed];
      const pending = autosave.pending(draftId);
      for (const edit of pending) tree[edit.path] = edit.content;
      if (!current) return;
      autosave.revision = info.revision;
      setDraft(info);
      setTexts(written);
      setFiles(tree);
      if (pending.length > 0) void autosave.flush(draftId);
    })().catch(() => current && setFiles({}));
    return () => { current = false; };
  }, [staff, draftId, autosave, loadCount]);

  /** Changes files of the draft (one action may change several); undoable unless it is an undo. */
  const change = (changes: Files, record = true) => {
    if (record && files) undo.record(Object.fromEntries(Object.keys(changes).map((file) => [file, files[file]])), changes);
    setFiles((current) => ({ ...current, ...changes }));
    for (const [file, content] of Object.entries(changes)) {
      // An undo back to a file the draft did not have yet (a new partner) leaves it as it is.
      if (content !== undefined) autosave.edit({ draftId, path: file, content });
    }
  };
  const edit = (file: string, content: unknown) => change({ [file]: content });
  const step = (contents: Files | null) => { if (contents) change(contents, false); };
  const problem = (file: string, found: JsonProblem | null) => setBroken((current) => {
    const { [file]: _old, ...rest } = current;
    return found ? { ...rest, [file]: found } : rest;
  });
  /** Puts back the release's version of files (after the person confirmed): the draft is read again. */
  const revert = async (paths: string[]) => {
    await autosave.flush(draftId);
    let revision = autosave.revision;
    try {
      for (const file of paths) {
        autosave.forget(draftId, file);
        unsavedText.forget(draftId, file);
        problem(file, null);
        revision = (await draftApi.revert(staff, draftId, file, revision)).revision;
      }
      setSaveError(null);
    } catch (error) {
      setSaveState('failed');
      setSaveError(error);
    }
    autosave.revision = revision;
    setLoadCount((n) => n + 1);
  };
  const loadTheirs = () => {
    autosave.discard(draftId);
    setLoadCount((n) => n + 1);
  };
  const submit = async () => {
    await autosave.flush(draftId);
    try {
      const done = await draftApi.submit(staff, draftId);
      setDraft(done);
      setSubmitted(null);
    } catch (error) {
      setSubmitted((error as Error).message);
    }
  };
  if (!files || !draft) return <p className="studio__hint" aria-busy="true">{t('studio.loading')}</p>;
  const paths = Object.keys(files).filter((p) => files[p] !== undefined).filter((p) => !staff.partnerScope || p === `partners/${staff.partnerScope}.json`).sort();
  const open = draft.status === 'open';
  const undoWhy = whyDisabled('studio-edit-undo-why', !open ? t('studio.edit.notOpen') : !undo.canUndo ? t('studio.whyDisabled.nothingToUndo') : null);
  const redoWhy = whyDisabled('studio-edit-redo-why', !open ? null : !undo.canRedo ? t('studio.whyDisabled.nothingToRedo') : null);
  const submitWhy = whyDisabled('studio-edit-submit-why', !open ? null : (draft.problems ?? 0) > 0 ? t('studio.whyDisabled.submitProblems')
    : draft.files.length === 0 ? t('studio.whyDisabled.submitEmpty') : null);
  // A closed draft's reason is said once, by Undo's hint; Redo and Submit point to it.
  const closed = !open ? { disabled: true, 'aria-describedby': 'studio-edit-undo-why' } : undefined;

  return (
    <div className="studio-edit__work">
      <div className="studio-edit__bar">
        <SaveStatus state={saveState} error={saveError} broken={broken} revision={draft.revision} />
        <div className="studio-edit__undo">
          <button type="button" className="studio-form__button" {...undoWhy.button} onClick={() => step(undo.undo())}>{t('studio.edit.undo')}</button>
          <button type="button" className="studio-form__button" {...(closed ?? redoWhy.button)} onClick={() => step(undo.redo())}>{t('studio.edit.redo')}</button>
          {undoWhy.hint}{redoWhy.hint}
        </div>
        <p>{t('studio.edit.status', { status: t(`studio.edit.statuses.${draft.status}`), problems: draft.problems })}</p>
        <button type="button" className="button" {...(closed ?? submitWhy.button)} onClick={() => void submit()}>{t('studio.edit.submit')}</button>
        {submitWhy.hint}
        {submitted ? <p className="studio__error" role="alert">{submitted}</p> : null}
        {/* Submitted: what happens next and where the draft is reviewed (issue 32's walk had neither). */}
        {!open ? (
          <p role="status">
            {draft.status === 'submitted' ? <>{t('studio.review.done.submitted')} </> : null}
            <Link to={draftPath(draftId)}>{t('studio.review.done.openDraft')}</Link>
          </p>
        ) : null}
      </div>
      {saveState === 'conflict' ? (
        <div className="studio-edit__conflict" role="alert">
          <p>{t('studio.edit.conflict')}</p>
          <button type="button" className="button" onClick={loadTheirs}>{t('studio.edit.loadTheirs')}</button>
        </div>
      ) : null}
      <nav className="studio-edit__files" aria-label={t('studio.edit.files')}>
        <h2>{t('studio.edit.files')}</h2>
        <ul>
          {paths.map((p) => (
            <li key={p}><button type="button" className="studio-edit__file" aria-current={p === path ? 'page' : undefined} onClick={() => onPath(p)}>
              <bdi dir="ltr"><PathText path={p} /></bdi>{draft.files.includes(p) ? <span> ({t('studio.edit.changed')})</span> : null}
              {p in broken ? <span> ({t('studio.edit.notSaved')})</span> : null}
            </button></li>
          ))}
          {staff.partnerScope ? null : <li><button type="button" className="studio-edit__file" aria-current={path === 'new-partner' ? 'page' : undefined} onClick={() => onPath('new-partner')}>{t('studio.edit.partner.title')}</button></li>}
        </ul>
      </nav>
      {/* A div: the section's frame holds the page's one main landmark. */}
      <div className="studio-edit__editor">
        {!open ? null : path === 'new-partner' ? (
          <PartnerEditor known={knownPartners(files)} keepAs={`partner:${draftId}`} onCreate={(file, content) => { edit(file, content); onPath(file); }} />
        ) : path && path in files ? (
          <FileEditor draftId={draftId} path={path} files={files} text={texts[path]} findings={draft.findings} meta={meta} changed={draft.files}
            onEdit={edit} onEditMany={change} onProblem={problem} onRevert={(paths) => void revert(paths)} />
        ) : <p className="studio__hint">{t('studio.edit.pickFile')}</p>}
      </div>
      <DraftPreviewPanel staff={staff} draftId={draftId} revision={draft.revision} onTextKey={onTextKey} files={files} />
    </div>
  );
}

/** A file's path that breaks after a slash, never inside a name (a narrow list broke "partners/def-ault"). */
function PathText({ path }: { path: string }) {
  const parts = path.split('/');
  return <>{parts.map((part, i) => (i < parts.length - 1 ? <span key={i}>{part}/<wbr /></span> : <span key={i}>{part}</span>))}</>;
}
