import { describe, expect, it } from 'vitest';
import type { Release } from './releases-api.js';
import { canCancel, canRollBackTo, draftActions, rollbackMode } from './review-rules.js';

const editor = { username: 'editor', roles: ['editor'] };
const approver = { username: 'approver', roles: ['approver'] };
const manager = { username: 'releases', roles: ['release-manager'] };
const draft = (status: 'open' | 'submitted' | 'approved' | 'rejected' | 'published', author = 'editor', kind: 'change' | 'rollback' = 'change') => ({ status, author, authors: [author], kind });

describe('draftActions', () => {
  it('lets an editor submit an open draft and take a submitted one back', () => {
    expect(draftActions(draft('open'), editor)).toEqual(['submit']);
    expect(draftActions(draft('submitted'), editor)).toEqual(['reopen']);
    expect(draftActions(draft('submitted', 'editor', 'rollback'), editor)).toEqual([]);
  });
  it('gives an approver approve and reject on a submitted draft of someone else, never their own', () => {
    expect(draftActions(draft('submitted'), approver)).toEqual(['approve', 'reject']);
    expect(draftActions(draft('submitted', 'approver'), approver)).toEqual(['reject']);
    // Nor one they changed after someone else started it (issue 36).
    expect(draftActions({ ...draft('submitted'), authors: ['editor', 'approver'] }, approver)).toEqual(['reject']);
    expect(draftActions(draft('open'), approver)).toEqual([]);
  });
  it('lets an approver or a release manager publish an approved draft', () => {
    expect(draftActions(draft('approved'), approver)).toEqual(['reject', 'publish']);
    expect(draftActions(draft('approved'), manager)).toEqual(['publish']);
    expect(draftActions(draft('approved'), editor)).toEqual(['reopen']);
    expect(draftActions(draft('published'), approver)).toEqual([]);
  });
});

describe('rollbacks and cancelling', () => {
  const release = (number: number, effectiveAt: string, cancelledAt: string | null = null, status: Release['status'] = 'superseded') =>
    ({ number, effectiveAt, cancelledAt, status }) as Release;
  it('is at once for a release manager, a draft for an editor, and nothing for others or a partner', () => {
    expect(rollbackMode(manager)).toBe('release');
    expect(rollbackMode(editor)).toBe('draft');
    expect(rollbackMode(approver)).toBeNull();
    expect(rollbackMode({ ...editor, partnerScope: 'acme' })).toBeNull();
  });
  it('targets only an earlier release that was served', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(canRollBackTo(release(1, '2026-05-01T00:00:00Z'), 2, now)).toBe(true);
    expect(canRollBackTo(release(2, '2026-05-01T00:00:00Z'), 2, now)).toBe(false);
    expect(canRollBackTo(release(1, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z'), 2, now)).toBe(false);
    expect(canRollBackTo(release(1, '2026-07-01T00:00:00Z'), 2, now)).toBe(false);
  });
  it('offers cancel on a scheduled release to those who publish', () => {
    const scheduled = release(3, '2026-07-01T00:00:00Z', null, 'scheduled');
    expect(canCancel(scheduled, approver)).toBe(true);
    expect(canCancel(scheduled, manager)).toBe(true);
    expect(canCancel(scheduled, editor)).toBe(false);
    expect(canCancel({ ...scheduled, status: 'effective' }, approver)).toBe(false);
  });
});
