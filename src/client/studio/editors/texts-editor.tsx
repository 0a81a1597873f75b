// English and Arabic texts side by side (Arabic right to left), filtered to keys missing in one
// language or Arabic still in English words; each change goes to the draft's locale file. Opened
// with ?key= (a text clicked in the preview), it shows that key's row and puts the cursor in it.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.js';
import { useKeptState } from './kept-state.js';
import { textRows, withText, type TextFilter, type Texts } from './text-rows.js';

export interface TextsEditorProps {
  en: Texts;
  ar: Texts;
  onChange(lng: 'en' | 'ar', texts: Texts): void;
}

const PAGE = 60;

export function TextsEditor({ en, ar, onChange }: TextsEditorProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = params.get('key');
  // The search and filter outlive a visit to another file (kept-state.ts): coming back finds the same rows.
  const [kept, setKept] = useKeptState<{ search: string; filter: TextFilter }>('texts-search', { search: '', filter: 'all' });
  const { search, filter } = kept;
  const setSearch = (next: string) => setKept((current) => ({ ...current, search: next }));
  const setFilter = (next: TextFilter) => setKept((current) => ({ ...current, filter: next }));
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (wanted) setKept({ search: wanted, filter: 'all' });
  }, [wanted, setKept]);
  useEffect(() => {
    if (!wanted || search !== wanted) return;
    const row = [...(table.current?.querySelectorAll<HTMLTableRowElement>('tr[data-key]') ?? [])].find((tr) => tr.dataset.key === wanted);
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector('textarea')?.focus();
  }, [wanted, search]);
  const rows = textRows(en, ar, filter, search);
  return (
    <section className="studio-texts" aria-labelledby="studio-texts-title">
      <h3 id="studio-texts-title">{t('studio.edit.texts.title')}</h3>
      <div className="studio-texts__filters">
        <label>
          {t('studio.edit.texts.search')} <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          {t('studio.edit.texts.filter')}{' '}
          <select value={filter} onChange={(event) => setFilter(event.target.value as TextFilter)}>
            <option value="all">{t('studio.edit.texts.all')}</option>
            <option value="missing">{t('studio.edit.texts.missing')}</option>
            <option value="unchanged">{t('studio.edit.texts.unchanged')}</option>
          </select>
        </label>
        <p role="status">{t('studio.edit.texts.count', { count: rows.length })}</p>
      </div>
      <table ref={table} className="studio-texts__table">
        <thead>
          <tr>
            <th scope="col">{t('studio.edit.texts.key')}</th>
            <th scope="col">{t('studio.pane.en')}</th>
            <th scope="col">{t('studio.pane.ar')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PAGE).map((row) => (
            <tr key={row.key} data-key={row.key} aria-current={row.key === wanted ? 'true' : undefined}>
              <th scope="row"><code>{row.key}</code></th>
              <td>
                <textarea lang="en" dir="ltr" rows={1} aria-label={t('studio.edit.texts.inLanguage', { key: row.key, language: t('studio.pane.en') })}
                  value={row.en ?? ''} onChange={(event) => onChange('en', withText(en, row.key, event.target.value))} />
              </td>
              <td>
                <textarea lang="ar" dir="rtl" rows={1} aria-label={t('studio.edit.texts.inLanguage', { key: row.key, language: t('studio.pane.ar') })}
                  value={row.ar ?? ''} onChange={(event) => onChange('ar', withText(ar, row.key, event.target.value))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > PAGE ? <p className="studio__hint">{t('studio.edit.texts.more', { count: rows.length - PAGE })}</p> : null}
    </section>
  );
}
