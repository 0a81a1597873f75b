// @vitest-environment jsdom
// The audit in Arabic (issue 32): its details under Arabic names, lists as words (no JSON
// arrays), instants in the reader's time and Oman's, the ids isolated left to right.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import { I18nProvider } from '../../lib/use-translation.js';
import { paneI18n } from '../pane-i18n.js';
import { AuditEntry } from './audit-entry.js';
import type { AuditRecord } from './releases-api.js';

afterEach(cleanup);

const entry = {
  id: 1, at: '2026-03-01T08:00:00.000Z', actor: 'approver', action: 'release-published', target: 'release:7', clientAddress: '127.0.0.1',
  details: { draft: 'd-1', author: 'editor', files: ['locales/en.json', 'partners/acme.json'], effectiveAt: '2026-03-02T06:30:00.000Z', revision: 4 },
} as unknown as AuditRecord;

describe('AuditEntry in Arabic', () => {
  it('names every detail in Arabic, lists files as words and shows instants in Oman time', () => {
    const { container } = render(<I18nProvider i18n={paneI18n('ar', ar as Record<string, unknown>, false)}><ul><AuditEntry entry={entry} /></ul></I18nProvider>);
    const names = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(names).toEqual(expect.arrayContaining(['المسودة', 'المُعِد', 'الملفات', 'يسري من', 'رقم المراجعة']));
    expect(names.join(' ')).not.toMatch(/draft|files|author|effectiveAt|revision/);
    const files = container.querySelectorAll('dd')[[...container.querySelectorAll('dt')].findIndex((dt) => dt.textContent === 'الملفات')]!;
    expect(files.textContent).toBe('locales/en.json، partners/acme.json');
    expect([...files.querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent)).toEqual(['locales/en.json', 'partners/acme.json']);
    expect(container.textContent).not.toContain('["');
    const when = container.querySelector('time[datetime="2026-03-02T06:30:00.000Z"]')!;
    // 06:30 UTC is 10:30 in Muscat.
    expect(when.textContent).toContain('10:30');
    expect(when.textContent).not.toContain('Z');
  });
});
