// One file of a draft: the form generated from its meta-schema (structured/), the editor its kind
// also calls for (texts side by side, plans as rows, a rule with its messages), the JSON editor
// (loaded when opened), and the checker's findings on this file (file, JSON pointer, fix).
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { findingWords } from '../finding-words.js';
import type { StudioFinding } from '../studio-api.js';
import { JsonEditor } from './json-editor.js';
import type { MetaSchemas } from './draft-api.js';
import type { JsonProblem } from './json-problem.js';
import { unsavedText } from './unsaved-text.js';
import { PlansEditor } from './plans-editor.js';
import { RuleEditor } from './rule-editor.js';
import { TextsEditor } from './texts-editor.js';
import { flattenTexts, withText, type Texts } from './text-rows.js';
import { editorKindOf } from './structured/editor-kind.js';
import { withListsInlined } from './structured/editor-schema.js';
import { pickerLists } from './structured/picker-lists.js';
import { SchemaEditor } from './structured/schema-editor.js';
import { MetaText } from '../bidi-text.js';

type Files = Record<string, unknown>;

interface FileEditorProps {
  path: string;
  files: Files;
  /** The file's text as written (the JSON editor shows it while the file is unchanged). */
  text?: string | undefined;
  findings: StudioFinding[];
  /** The meta-schemas (null while they load, or if they could not be read: JSON only). */
  meta: MetaSchemas | null;
  /** The draft (unsaved JSON text is kept under it). */
  draftId?: string;
  /** The files the draft has changed (those can be put back to the release). */
  changed?: string[];
  onEdit(path: string, content: unknown): void;
  /** Several files changed by one action (a rule: the form and both locale files), one undo step. */
  onEditMany?(changes: Record<string, unknown>): void;
  onProblem?(path: string, problem: JsonProblem | null): void;
  /** Put these files back as the release has them (asked to confirm first). */
  onRevert?(paths: string[]): void;
}

export function FileEditor({ path, files, text, findings, meta, draftId, changed = [], onEdit, onEditMany, onProblem, onRevert }: FileEditorProps) {
  const { t, i18n } = useTranslation();
  const kind = meta ? editorKindOf(path, Object.keys(meta.kinds)) : null;
  // The texts have their side-by-side editor; a generated form of ~700 nested keys would not help.
  const generated = meta && kind && kind !== 'locale';
  // The JSON editor is open by default only where no generated form stands in for it. The default
  // follows the meta-schemas (they may arrive after the file is shown); a click fixes the choice.
  const [jsonChoice, setJsonChoice] = useState<boolean | null>(null);
  // Text kept from before (it did not parse) opens the JSON editor, where it comes back.
  const jsonOpen = jsonChoice ?? (!generated || (draftId !== undefined && unsavedText.read(draftId, path) !== null));
  const lintSchema = useMemo(
    () => (meta && kind ? withListsInlined(meta.kinds[kind], pickerLists(files, Object.keys(meta.views))) : undefined),
    // The lists change with the files; the schema is rebuilt only when the file or its kind changes.
    [meta, kind, path],
  );
  const mine = findings.filter((finding) => finding.file === path || (path.startsWith('locales/') && finding.file.startsWith('locales/')));
  const editMany = onEditMany ?? ((changes: Record<string, unknown>) => Object.entries(changes).forEach(([file, content]) => onEdit(file, content)));
  // The texts editor is both locale files: putting it back puts back both.
  const revertable = (path.startsWith('locales/') ? ['locales/en.json', 'locales/ar.json'] : [path]).filter((file) => changed.includes(file));
  const revert = () => {
    if (onRevert && window.confirm(t('studio.edit.revert.confirm', { path: revertable.join(', '), interpolation: { escapeValue: false } }))) onRevert(revertable);
  };
  const en = (files['locales/en.json'] ?? {}) as Texts;
  const ar = (files['locales/ar.json'] ?? {}) as Texts;
  // The one way an editor changes texts: the whole locale file of that language, into the draft.
  const setTexts = (lng: 'en' | 'ar', texts: Texts) => onEdit(`locales/${lng}.json`, texts);
  let special = null;
  if (path.startsWith('locales/')) {
    special = <TextsEditor en={en} ar={ar} onChange={setTexts} />;
  } else if (path === 'schemas/catalog/products.json') {
    special = (
      <PlansEditor catalog={files[path] as never} en={en} ar={ar} textKeys={Object.keys(flattenTexts(en))}
        onChange={(next) => onEdit(path, next)} onTexts={setTexts} />
    );
  } else if (path.startsWith('schemas/forms/')) {
    special = (
      <RuleEditor form={files[path] as never} texts={{ en, ar }} keepAs={draftId === undefined ? undefined : `rule:${draftId}:${path}`} onRemove={(form) => onEdit(path, form)} onApply={(form, key, textEn, textAr) => {
        editMany({ 'locales/en.json': withText(en, key, textEn), 'locales/ar.json': withText(ar, key, textAr), [path]: form });
      }} />
    );
  }
  return (
    <div className="studio-file" data-file={path}>
      <div className="studio-file__head">
        <h2><bdi dir="ltr">{path}</bdi></h2>
        {onRevert && revertable.length > 0 ? (
          <button type="button" className="studio-form__button studio-form__button--remove" onClick={revert}>{t('studio.edit.revert.button')}</button>
        ) : null}
      </div>
      <section className="studio-file__findings" aria-label={t('studio.findings.title')}>
        {mine.length === 0 ? <p className="studio-findings__none">{t('studio.findings.none')}</p> : (
          <ul>
            {mine.map((finding, index) => {
              const words = findingWords(finding, i18n.language);
              const dir = words.lang === 'ar' ? 'rtl' : 'ltr';
              return (
                <li key={index} className={`studio-finding studio-finding--${finding.severity ?? 'error'}`}>
                  <p><code dir="ltr">{finding.file}{finding.pointer || '/'}</code> <span lang={words.lang} dir={dir}><MetaText text={words.message} language={words.lang} /></span></p>
                  <p>{t('studio.findings.fix')}: <span lang={words.lang} dir={dir}><MetaText text={words.fix} language={words.lang} /></span></p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {special}
      {generated ? <SchemaEditor path={path} files={files} meta={meta} findings={findings} onChange={(next) => onEdit(path, next)} /> : null}
      {path.startsWith('locales/') ? null : (
        <details open={jsonOpen} onToggle={(event) => {
          // The browser also reports the changes React makes to `open`: only a person's click differs from it.
          if (event.currentTarget.open !== jsonOpen) setJsonChoice(event.currentTarget.open);
        }}>
          <summary>{t('studio.edit.json.title')}</summary>
          {jsonOpen ? <JsonEditor key={path} path={path} draftId={draftId} content={files[path]} written={text} schema={lintSchema}
            onChange={(next) => onEdit(path, next)} onProblem={(problem) => onProblem?.(path, problem)} /> : null}
        </details>
      )}
    </div>
  );
}
