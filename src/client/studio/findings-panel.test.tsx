// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '../lib/use-translation.js';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { FindingsPanel } from './findings-panel.js';
import { paneI18n } from './pane-i18n.js';
import { studioLocation } from './studio-location.js';

afterEach(cleanup);

const i18n = paneI18n('en', en as Record<string, unknown>, false);
const at = studioLocation('/studio', new URLSearchParams('partner=default'));
const show = (findings: Parameters<typeof FindingsPanel>[0]['findings']) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <FindingsPanel findings={findings} at={at} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe('FindingsPanel', () => {
  it('says when the tree passes', () => {
    show({ version: 'v1', loadedAt: '', warnings: [], refused: null });
    expect(screen.getByText('No findings: the config tree passes the checker.')).toBeTruthy();
  });

  it('shows a refused tree\'s problems with file, pointer and fix, linked to the form and partner they concern', () => {
    show({
      version: 'v1', loadedAt: '',
      warnings: [{ file: 'partners/p.json', pointer: '/text/en/x', message: 'Only in English', fix: 'Add Arabic', severity: 'warning', partnerId: 'p' }],
      refused: { at: '2026-11-22T18:00:00.000Z', issues: [{ file: 'partners/p.json', pointer: '/overrides/forms/lead/title', message: 'Bad key', fix: 'Use an existing key', formId: 'lead', partnerId: 'p' }] },
    });
    expect(screen.getByRole('alert').textContent).toContain('was refused');
    expect(screen.getByText('/overrides/forms/lead/title')).toBeTruthy();
    expect(screen.getByText('Use an existing key')).toBeTruthy();
    expect(screen.getByText('Only in English')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Preview the form lead' });
    expect(link.getAttribute('href')).toBe('/studio?partner=p&form=lead');
    // A finding about no form has no link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
