import { describe, expect, it } from 'vitest';
import { matchAlertStatus, readAlertStatusRules } from './alert-status.js';

const rules = readAlertStatusRules({
  alertStatus: [
    { status: 'success', pattern: 'accepted', title: 'rop.status.accepted' },
    { status: 'pending', pattern: 'under review', title: 'rop.status.pending' },
    { status: 'error', pattern: 'rejected', title: 'rop.status.rejected' },
    { status: 'bogus', pattern: 'x', title: 'y' },
    { status: 'info', pattern: '(', title: 'broken' },
  ],
});

describe('alert status', () => {
  it('reads the form rules, dropping malformed ones', () => {
    expect(rules.map((rule) => rule.status)).toEqual(['success', 'pending', 'error', 'info']);
    expect(readAlertStatusRules(undefined)).toEqual([]);
  });

  it('gives each ROP answer its own status and leaves other texts neutral', () => {
    expect(matchAlertStatus('Your ROP document for policy P/1 was Accepted on 01-05-2026.', rules)?.status).toBe('success');
    expect(matchAlertStatus('Your ROP document for policy P/1 is under review.', rules)?.status).toBe('pending');
    expect(matchAlertStatus('ROP document rejected: blurred. Please upload it again.', rules)?.status).toBe('error');
    expect(matchAlertStatus('No status message found.', rules)).toBeUndefined();
  });
});
