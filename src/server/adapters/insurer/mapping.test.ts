import { describe, expect, it } from 'vitest';
import { arrangeDocuments, cleanDocumentLabel, parseDocumentEntry } from '../../../shared/document-list.js';
import { mapInsurerMessage } from './error-messages.js';
import { maskId } from './insurer-client.js';
import { extractActiveQuoteNo, formatInsurerDate, mapQuote, splitCoverage } from './quote-mapping.js';
import { parseXml } from '../../../protocols/insurer/xml-codec.js';

describe('quote mapping', () => {
  it('formats dates, blank for empty and N/A for invalid', () => {
    expect(formatInsurerDate('2026-02-28T09:05:07')).toBe('28-02-2026 09:05:07');
    expect(formatInsurerDate('2026-02-28')).toBe('28-02-2026 00:00:00');
    expect(formatInsurerDate('')).toBe('');
    expect(formatInsurerDate(undefined)).toBe('');
    expect(formatInsurerDate('2026-02-30T00:00:00')).toBe('N/A');
    expect(formatInsurerDate('tomorrow')).toBe('N/A');
  });

  it('keeps leading zeros and +, fills N/A, splits coverage, lists a single package', () => {
    const node = parseXml(
      '<r><quote><quoteNo>10/2026/0502/Q/000001</quoteNo><prodId>0502</prodId><mobileNo>+96891234567</mobileNo><civilId>01234567</civilId>' +
        '<packages><package><planId>050008</planId><coverage>A, B,,C</coverage></package></packages></quote></r>',
      'r',
    );
    const quote = mapQuote(node['quote'] as never);
    expect(quote).toMatchObject({ prodId: '0502', mobileNo: '+96891234567', civilId: '01234567', carName: 'N/A', coverFromDate: '' });
    expect(quote.packages).toEqual([{ planId: '050008', plan: 'N/A', premiumAmt: 'N/A', coverage: 'A, B,,C', coverageList: ['A', 'B', 'C'] }]);
    expect(splitCoverage('')).toEqual([]);
  });

  it('extracts the active quote number', () => {
    expect(extractActiveQuoteNo('Active quote exists for the given vehicle chassis number X1. Quote No: 10/2026/0502/Q/900007')).toBe('10/2026/0502/Q/900007');
    expect(extractActiveQuoteNo('Quote No: 10/2026/0502/Q/900007')).toBeNull();
    expect(extractActiveQuoteNo('Active quote exists, number 10/2026/0502/Q/97')).toBeNull();
  });
});

describe('documents', () => {
  it('parses label~~url and cleans, de-duplicates and orders labels', () => {
    expect(parseDocumentEntry('Receipt - 12~~http://x/12')).toEqual({ label: 'Receipt - 12', url: 'http://x/12' });
    expect(parseDocumentEntry('no separator')).toBeNull();
    expect(cleanDocumentLabel('Critical Illness Document - 99')).toBe('Critical Illness');
    expect(cleanDocumentLabel('Policy Schedule - 2024 - 15')).toBe('Policy Schedule - 2024');
    const arranged = arrangeDocuments([
      { label: 'Proposal Form - 4', url: 'u4' },
      { label: 'Receipt - 3', url: 'u3' },
      { label: 'Receipt - 9', url: 'u9' },
      { label: 'Motor Certificate - 7', url: 'u7' },
      { label: 'Critical Illness Document - 5', url: 'u5' },
      { label: 'Policy Schedule - 1', url: 'u1' },
      { label: 'Premium Debit Note - 2', url: 'u2' },
    ]);
    expect(arranged.map((d) => d.label)).toEqual(['Policy Schedule', 'Premium Debit Note', 'Receipt', 'Proposal Form', 'Critical Illness', 'Motor Certificate']);
    expect(arranged.find((d) => d.label === 'Receipt')?.url).toBe('u3');
  });
});

describe('insurer messages', () => {
  it.each([
    ['Driving licence number not found / رقم رخصة القيادة غير موجود', 'LICENCE_NOT_FOUND'],
    ['رقم رخصة القيادة غير موجود', 'LICENCE_NOT_FOUND'],
    ['INVALID-LIC_DATE_EXPIRY', 'LICENCE_EXPIRED'],
    ['Policy expired on 01-01-2026.', 'POLICY_EXPIRED'],
    ['Invalid Policy Number', 'POLICY_NUMBER_INVALID'],
    ['Payment Failed', 'PAYMENT_FAILED'],
    ['Quote status not valid', 'QUOTE_STATUS_INVALID'],
  ])('%s -> %s', (message, code) => {
    expect(mapInsurerMessage(message).code).toBe(code);
  });

  it('carries the date of a too-early renewal and the text of anything unknown', () => {
    expect(mapInsurerMessage('Please try 180 days before the policy expiry Date 15-03-2027')).toEqual({ code: 'RENEWAL_TOO_EARLY', params: { date: '15-03-2027' } });
    expect(mapInsurerMessage('Vehicle is blacklisted')).toEqual({ code: 'INSURER_ERROR', params: { message: 'Vehicle is blacklisted' } });
  });

  it('masks all but the last 3 characters', () => {
    expect(maskId('08123456')).toBe('*****456');
    expect(maskId('12')).toBe('**');
  });
});

describe('xml codec', () => {
  it('refuses DTDs and keeps entity text as text', () => {
    expect(() => parseXml('<!DOCTYPE r [<!ENTITY a "b">]><r><x>&a;</x></r>', 'r')).toThrow(/document type/);
    expect(parseXml('<r><x>a &amp; &lt;b&gt;</x></r>', 'r')).toEqual({ x: 'a & <b>' });
  });
});
