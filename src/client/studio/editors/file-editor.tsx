// One file of a draft: the form generated from its meta-schema (structured/), the editor its kind
// also calls for (texts side by side, plans as rows, a rule with its messages), the JSON editor
// (loaded when opened), and the checker's findings on this file (file, JSON pointer, fix).
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { StudioFinding } from '../studio-api.js';
import { JsonEditor } from './json-editor.js';
import type { MetaSchemas } from './draft-api.js';
import { PlansEditor } from './plans-editor.js';
import { RuleEditor } from './rule-editor.js';
import { TextsEditor } from './texts-editor.js';
import { flattenTexts, withText, type Texts } from './text-rows.js';
import { editorKindOf } from './structured/editor-kind.js';
import { withListsInlined } from './structured/editor-schema.js';
import { pickerLists } from './structured/picker-lists.js';
import { SchemaEditor } from './structured/schema-editor.js';

type Files = Record<string, unknown>;

interface FileEditorProps {
  path: string;
  files: Files;
  /** The file's text as written (the JSON editor shows it while the file is unchanged). */
  text?: string | undefined;
  findings: StudioFinding[];
  /** The meta-schemas (null while they load, or if they could not be read: JSON only). */
  meta: MetaSchemas | null;
  onEdit(path: string, content: unknown): void;
}

export function FileEditor({ path, files, text, findings, meta, onEdit }: FileEditorProps) {
  const { t } = useTranslation();
  const kind = meta ? editorKindOf(path, Object.keys(meta.kinds)) : null;
  // The texts have their side-by-side editor; a generated form of ~700 nested keys would not help.
  const generated = meta && kind && kind !== 'locale';
  // The JSON editor is open by default only where no generated form stands in for it. The default
  // follows the meta-schemas (they may arrive after the file is shown); a click fixes the choice.
  const [jsonChoice, setJsonChoice] = useState<boolean | null>(null);
  const jsonOpen = jsonChoice ?? !generated;
  const lintSchema = useMemo(
    () => (meta && kind ? withListsInlined(meta.kinds[kind], pickerLists(files, Object.keys(meta.views))) : undefined),
    // The lists change with the files; the schema is rebuilt only when the file or its kind changes.
    [meta, kind, path],
  );
  const mine = findings.filter((finding) => finding.file === path || (path.startsWith('locales/') && finding.file.startsWith('locales/')));
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
      <RuleEditor form={files[path] as never} onApply={(form, key, textEn, textAr) => {
        setTexts('en', withText(en, key, textEn));
        setTexts('ar', withText(ar, key, textAr));
        onEdit(path, form);
      }} />
    );
  }
  return (
    <div className="studio-file" data-file={path}>
      <h2>{path}</h2>
      <section className="studio-file__findings" aria-label={t('studio.findings.title')}>
        {mine.length === 0 ? <p className="studio-findings__none">{t('studio.findings.none')}</p> : (
          <ul>
            {mine.map((finding, index) => (
              <li key={index} className={`studio-finding studio-finding--${finding.severity ?? 'error'}`}>
                <p><code>{finding.file}{finding.pointer || '/'}</code> {finding.message}</p>
                <p>{t('studio.findings.fix')}: {finding.fix}</p>
              </li>
            ))}
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
          {jsonOpen ? <JsonEditor path={path} content={files[path]} written={text} schema={lintSchema} onChange={(next) => onEdit(path, next)} /> : null}
        </details>
      )}
    </div>
  );
}
