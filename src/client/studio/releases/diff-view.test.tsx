// @vitest-environment jsdom
// A changed plan in the review: its columns in the editor's words with values before and after,
// a relabelled plan as its texts in both languages, and in Arabic every id, key and English
// value in its own <bdi> so the sentence keeps its order.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import enLocale from '../../../../locales/en.json' with { type: 'json' };
import arLocale from '../../../../locales/ar.json' with { type: 'json' };
import products from '../../../../schemas/catalog/products.json' with { type: 'json' };
import { diffReleases, type ReleaseFiles } from '../../../config/release-diff.js';
import { I18nProvider } from '../../lib/use-translation.js';
import { paneI18n } from '../pane-i18n.js';
import { DiffView } from './diff-view.js';

afterEach(cleanup);

const before: ReleaseFiles = { 'schemas/catalog/products.json': products, 'locales/en.json': enLocale, 'locales/ar.json': arLocale };

function changed(): ReleaseFiles {
  const after = structuredClone(before) as Record<string, any>;
  after['schemas/catalog/products.json'].plans[0].name = 'Comprehensive Gold';
  after['locales/en.json'].catalog.plans['050013'] = 'Comprehensive Plus';
  after['locales/ar.json'].catalog.plans['050013'] = 'الشامل بلس';
  return after;
}

function show(language: 'en' | 'ar') {
  const i18n = paneI18n(language, (language === 'en' ? enLocale : arLocale) as Record<string, unknown>, false);
  return render(<I18nProvider i18n={i18n}><DiffView diff={diffReleases(before, changed())} /></I18nProvider>);
}

describe('DiffView: plans and their texts', () => {
  it('shows a changed plan column with its value before and after, named as the plan table names it', () => {
    const { container } = show('en');
    const plan = screen.getByRole('table', { name: '0501 / 050013' });
    expect(within(plan).getByRole('columnheader', { name: "Insurer's plan name" })).toBeTruthy();
    expect(within(plan).getByRole('row', { name: `Before ${products.plans[0]!.name}` })).toBeTruthy();
    expect(within(plan).getByRole('row', { name: 'After Comprehensive Gold' })).toBeTruthy();
    const lines = [...container.querySelectorAll('.studio-diff__summary')].map((line) => line.textContent);
    expect(lines).toContain(`Plan 050013 "Comprehensive Plus" (product 0501) changed: insurer's plan name "${products.plans[0]!.name}" → "Comprehensive Gold"`);
    const text = screen.getByRole('table', { name: 'catalog.plans.050013' });
    expect(within(text).getByRole('row', { name: `English ${enLocale.catalog.plans['050013']} Comprehensive Plus` })).toBeTruthy();
    expect(within(text).getByRole('row', { name: `Arabic ${arLocale.catalog.plans['050013']} الشامل بلس` })).toBeTruthy();
  });

  it('isolates ids, keys and English values inside the Arabic lines', () => {
    const { container } = show('ar');
    const lines = [...container.querySelectorAll('.studio-diff__summary')];
    const planLine = lines.find((line) => line.textContent!.startsWith('تغيّرت الخطة'))!;
    expect([...planLine.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['050013', '0501', products.plans[0]!.name, 'Comprehensive Gold']);
    expect(within(screen.getByRole('table', { name: '0501 / 050013' })).getByRole('columnheader', { name: 'اسم الخطة لدى شركة التأمين' })).toBeTruthy();
    const textLine = lines.find((line) => line.textContent!.startsWith('النص'))!;
    expect([...textLine.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toContain('catalog.plans.050013');
    expect([...textLine.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toContain('Comprehensive Plus');
  });
});
