import { describe, expect, it } from 'vitest';
import { arrangeDocuments } from '../../../shared/document-list.js';
import { canDownload, canPreview, documentLabel, documentsOf, downloadName, previewSource } from './document-actions.js';

const answer = (status: number, type: string) => async () => new Response(status === 200 ? '%PDF-' : null, { status, headers: { 'content-type': type } });

describe('document actions', () => {
  it('previews only a successful answer whose content type contains pdf', async () => {
    expect(await canPreview('/d', answer(200, 'application/pdf'))).toBe(true);
    expect(await canPreview('/d', answer(200, 'text/html'))).toBe(false);
    expect(await canPreview('/d', answer(404, 'application/pdf'))).toBe(false);
    expect(await canPreview('/d', async () => Promise.reject(new TypeError('offline')))).toBe(false);
  });

  it('checks a download with HEAD', async () => {
    const methods: string[] = [];
    const spy: typeof fetch = async (_url, init) => {
      methods.push(init?.method ?? 'GET');
      return new Response(null, { status: 200, headers: { 'content-type': 'application/pdf' } });
    };
    expect(await canDownload('/d', spy)).toBe(true);
    expect(methods).toEqual(['HEAD']);
    expect(await canDownload('/d', answer(502, 'application/json'))).toBe(false);
  });

  it('names the file after the label, frames page 1 without toolbar, and drops malformed entries', () => {
    expect(downloadName('Policy Schedule')).toBe('Policy Schedule.pdf');
    expect(downloadName('A/B: C')).toBe('A B C.pdf');
    expect(previewSource('/api/v1/motor/documents/t')).toBe('/api/v1/motor/documents/t#page=1&toolbar=0');
    expect(documentsOf([{ label: 'Receipt', url: '/x' }, { label: 1 }, null])).toEqual([{ label: 'Receipt', url: '/x' }]);
    expect(documentsOf(undefined)).toEqual([]);
  });

  it('lists the success page documents by the document screen rules, in the customer language', () => {
    const raw = [{ label: 'Critical Illness Document - 15', url: '/c' }, { label: 'Policy Schedule - 11', url: '/p' }, { label: 'Policy Schedule - 12', url: '/q' }];
    const arranged = arrangeDocuments(documentsOf(raw));
    expect(arranged).toEqual([{ label: 'Policy Schedule', url: '/p' }, { label: 'Critical Illness', url: '/c' }]);
    const ar: Record<string, string> = { 'documents.labels.Policy Schedule': 'جدول الوثيقة' };
    expect(documentLabel('Policy Schedule', (key) => key in ar, (key) => ar[key] ?? key)).toBe('جدول الوثيقة');
    expect(documentLabel('Voucher 2.0', () => true, (key) => key)).toBe('Voucher 2.0');
    expect(downloadName('Policy Schedule')).toBe('Policy Schedule.pdf');
  });
});
