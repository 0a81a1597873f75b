import { describe, expect, it } from 'vitest';
import { auditToCsv } from './audit-csv.js';

describe('auditToCsv', () => {
  it('quotes every field, doubles quotes, writes details as JSON and disarms formulas', () => {
    const csv = auditToCsv([
      { id: 2, at: '2026-01-01T00:00:00.000Z', actor: '=HYPERLINK("x")', clientAddress: null, action: 'sign-in-failed', target: null, details: { reason: 'wrong-credentials' } },
      { id: 1, at: '2026-01-01T00:00:00.000Z', actor: 'editor', clientAddress: '127.0.0.1', action: 'sign-in', target: 'a "b", c', details: {} },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,at,actor,clientAddress,action,target,details',
      '"2","2026-01-01T00:00:00.000Z","\'=HYPERLINK(""x"")","","sign-in-failed","","{""reason"":""wrong-credentials""}"',
      '"1","2026-01-01T00:00:00.000Z","editor","127.0.0.1","sign-in","a ""b"", c","{}"',
      '',
    ]);
  });
});
