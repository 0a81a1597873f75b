// One file of a draft in the editor its kind calls for, the JSON editor always beside it, and the
// checker's findings on this file (file, JSON pointer, fix) next to it.
import { useTranslation } from '../../lib/use-translation.js';
import type { StudioFinding } from '../studio-api.js';
import { JsonEditor } from './json-editor.js';
import { PlansEditor } from './plans-editor.js';
import { RuleEditor } from './rule-editor.js';
import { TextsEditor } from './texts-editor.js';
import { flattenTexts, withText, type Texts } from './text-rows.js';

type Files = Record<string, unknown>;

export function FileEditor({ path, files, findings, onEdit }: { path: string; files: Files; findings: StudioFinding[]; onEdit(path: string, content: unknown): void }) {
  const { t } = useTranslation();
  const mine = findings.filter((finding) => finding.file === path || (path.startsWith('locales/') && finding.file.startsWith('locales/')));
  const en = (files['locales/en.json'] ?? {}) as Texts;
  const ar = (files['locales/ar.json'] ?? {}) as Texts;
  let special = null;
  if (path.startsWith('locales/')) {
    special = <TextsEditor en={en} ar={ar} onChange={(lng, texts) => onEdit(`locales/${lng}.json`, texts)} />;
  } else if (path === 'schemas/catalog/products.json') {
    special = <PlansEditor catalog={files[path] as never} textKeys={Object.keys(flattenTexts(en))} onChange={(next) => onEdit(path, next)} />;
  } else if (path.startsWith('schemas/forms/')) {
    special = (
      <RuleEditor form={files[path] as never} onApply={(form, key, textEn, textAr) => {
        onEdit('locales/en.json', withText(en, key, textEn));
        onEdit('locales/ar.json', withText(ar, key, textAr));
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
      {path.startsWith('locales/') ? null : (
        <details open={!special}>
          <summary>{t('studio.edit.json.title')}</summary>
          <JsonEditor path={path} content={files[path]} onChange={(next) => onEdit(path, next)} />
        </details>
      )}
    </div>
  );
}
