// @vitest-environment jsdom
// The plan table edits what customers see: the label's texts in both locale files of the draft,
// and a new row's key made from its id as it is typed. Run against the repository's own catalog
// and locales, held as the edit page holds the draft's files.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import enLocale from '../../../../locales/en.json' with { type: 'json' };
import arLocale from '../../../../locales/ar.json' with { type: 'json' };
import products from '../../../../schemas/catalog/products.json' with { type: 'json' };
import { I18nProvider } from '../../lib/use-translation.js';
import { paneI18n } from '../pane-i18n.js';
import type { Catalog } from './plan-labels.js';
import { PlansEditor } from './plans-editor.js';
import { flattenTexts, type Texts } from './text-rows.js';

afterEach(cleanup);

type Files = { catalog: Catalog; en: Texts; ar: Texts };

function Draft({ onFiles }: { onFiles(files: Files): void }) {
  const [files, setFiles] = useState<Files>({ catalog: structuredClone(products) as Catalog, en: structuredClone(enLocale), ar: structuredClone(arLocale) });
  const update = (change: Partial<Files>) => setFiles((current) => {
    const next = { ...current, ...change };
    onFiles(next);
    return next;
  });
  return (
    <PlansEditor catalog={files.catalog} en={files.en} ar={files.ar} textKeys={Object.keys(flattenTexts(files.en))}
      onChange={(catalog) => update({ catalog })} onTexts={(language, texts) => update({ [language]: texts })} />
  );
}

function show(lng: 'en' | 'ar' = 'en') {
  let latest: Files | undefined;
  render(
    <I18nProvider i18n={paneI18n(lng, (lng === 'en' ? enLocale : arLocale) as Record<string, unknown>, false)}>
      <Draft onFiles={(files) => { latest = files; }} />
    </I18nProvider>,
  );
  return () => latest!;
}

const text = (texts: Texts, key: string) => flattenTexts(texts)[key];

describe('PlansEditor', () => {
  it('shows and edits the name customers see in both languages, in both locale files', () => {
    const files = show();
    const english = screen.getByLabelText<HTMLInputElement>('Plan 1: Name customers see (English)');
    const arabic = screen.getByLabelText<HTMLInputElement>('Plan 1: Name customers see (Arabic)');
    expect(english.value).toBe(enLocale.catalog.plans['050013']);
    expect(arabic.value).toBe(arLocale.catalog.plans['050013']);
    expect(arabic.dir).toBe('rtl');
    fireEvent.change(english, { target: { value: 'Comprehensive Plus' } });
    fireEvent.change(arabic, { target: { value: 'الشامل بلس' } });
    expect(text(files().en, 'catalog.plans.050013')).toBe('Comprehensive Plus');
    expect(text(files().ar, 'catalog.plans.050013')).toBe('الشامل بلس');
    // The row itself is untouched: the key and the insurer's name stay what they were.
    expect(files().catalog.plans[0]).toEqual(products.plans[0]);
    expect(screen.getByLabelText<HTMLInputElement>('Plan 1: Name customers see (English)').value).toBe('Comprehensive Plus');
  });

  it('keeps the text key and the insurer\'s name as details, and says what the name is', () => {
    show();
    const details = screen.getByLabelText<HTMLInputElement>('Plan 1: Text key').closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Plan 1: Insurer\'s plan name').closest('details')).toBe(details);
    expect(screen.getByLabelText('Plan 1: Insurer\'s plan name').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Customers never see it/)).toBeTruthy();
  });

  it('gives a new row its key from the id typed, with both texts, and a reason while it has none', () => {
    const files = show();
    fireEvent.click(screen.getByRole('button', { name: 'Add a plan' }));
    const row = products.plans.length + 1;
    const english = () => screen.getByLabelText<HTMLInputElement>(`Plan ${row}: Name customers see (English)`);
    expect(english().disabled).toBe(true);
    expect(screen.getByText('Please enter the plan id first: the plan\'s text key is made from it.').id).toBe(english().getAttribute('aria-describedby'));
    // Typed one digit at a time: the key follows the id and leaves no key behind for the partial ids.
    for (const id of ['0', '05', '050', '0500', '05009', '050099']) fireEvent.change(screen.getByLabelText(`Plan ${row}: Plan id`), { target: { value: id } });
    const plan = files().catalog.plans.at(-1)!;
    expect(plan).toMatchObject({ id: '050099', label: 'catalog.plans.050099' });
    expect(text(files().en, 'catalog.plans.050099')).toBe('');
    expect(text(files().ar, 'catalog.plans.050099')).toBe('');
    expect(Object.keys(flattenTexts(files().en)).filter((key) => key.startsWith('catalog.plans.05009') && key !== 'catalog.plans.050099')).toEqual([]);
    expect(english().disabled).toBe(false);
    fireEvent.change(english(), { target: { value: 'Basic' } });
    fireEvent.change(screen.getByLabelText(`Plan ${row}: Name customers see (Arabic)`), { target: { value: 'أساسي' } });
    expect(text(files().en, 'catalog.plans.050099')).toBe('Basic');
    expect(text(files().ar, 'catalog.plans.050099')).toBe('أساسي');
    // The other plans' texts are as they were.
    expect(files().en.catalog).toMatchObject({ plans: enLocale.catalog.plans });
  });

  it('moves an existing plan\'s texts along when its id changes, and leaves a key of its own alone', () => {
    const files = show();
    fireEvent.change(screen.getByLabelText('Plan 2: Plan id'), { target: { value: '050015' } });
    expect(files().catalog.plans[1]).toMatchObject({ id: '050015', label: 'catalog.plans.050015' });
    expect(text(files().en, 'catalog.plans.050015')).toBe(enLocale.catalog.plans['050014']);
    expect(text(files().ar, 'catalog.plans.050015')).toBe(arLocale.catalog.plans['050014']);
    expect(text(files().en, 'catalog.plans.050014')).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Plan 3: Text key'), { target: { value: 'catalog.plans.special' } });
    fireEvent.change(screen.getByLabelText('Plan 3: Plan id'), { target: { value: '050005' } });
    expect(files().catalog.plans[2]).toMatchObject({ id: '050005', label: 'catalog.plans.special' });
  });

  it('speaks Arabic in Arabic', () => {
    show('ar');
    expect(screen.getByRole('columnheader', { name: 'الاسم الظاهر للعملاء (بالعربية)' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('الخطة 1: الاسم الظاهر للعملاء (بالعربية)').value).toBe(arLocale.catalog.plans['050013']);
  });
});
