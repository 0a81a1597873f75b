import { describe, expect, it } from 'vitest';
import { canEditFile, canReadFile, canSeePartner, hasRole, isStaffRole, partnerShownTo, type StaffIdentity } from './roles.js';

const viewer: StaffIdentity = { username: 'v', roles: ['viewer'] };
const editor: StaffIdentity = { username: 'e', roles: ['editor'] };
const partnerEditor: StaffIdentity = { username: 'p', roles: ['editor'], partnerScope: 'demo-partner' };
const approver: StaffIdentity = { username: 'a', roles: ['approver'] };

describe('hasRole', () => {
  it('lets everybody view and grants the other roles only as given', () => {
    expect(hasRole(viewer, 'viewer')).toBe(true);
    expect(hasRole({ username: 'x', roles: [] }, 'viewer')).toBe(true);
    expect(hasRole(viewer, 'editor')).toBe(false);
    expect(hasRole(approver, 'editor')).toBe(false);
    expect(hasRole(approver, 'release-manager')).toBe(false);
    expect(hasRole(editor, 'editor')).toBe(true);
  });
  it('knows the four roles and nothing else', () => {
    expect(['viewer', 'editor', 'approver', 'release-manager'].every(isStaffRole)).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole('Editor')).toBe(false);
  });
});

describe('canEditFile', () => {
  it('refuses a viewer and an approver any file', () => {
    for (const staff of [viewer, approver]) {
      expect(canEditFile(staff, 'partners/demo-partner.json')).toBe(false);
      expect(canEditFile(staff, 'schemas/forms/lead.json')).toBe(false);
    }
  });
  it('lets an unscoped editor edit any file of the tree', () => {
    expect(canEditFile(editor, 'schemas/forms/lead.json')).toBe(true);
    expect(canEditFile(editor, 'partners/demo-partner.json')).toBe(true);
    expect(canEditFile(editor, 'locales/ar.json')).toBe(true);
  });
  it('keeps a partner\'s editor to that partner\'s own file', () => {
    expect(canEditFile(partnerEditor, 'partners/demo-partner.json')).toBe(true);
    expect(canEditFile(partnerEditor, 'partners/other.json')).toBe(false);
    expect(canEditFile(partnerEditor, 'partners/demo-partner.json.bak')).toBe(false);
    expect(canEditFile(partnerEditor, 'schemas/forms/lead.json')).toBe(false);
    expect(canEditFile(partnerEditor, 'locales/en.json')).toBe(false);
  });
  it('refuses paths that leave the tree or are not plain', () => {
    for (const path of ['', '/etc/passwd', '../partners/demo-partner.json', 'partners/../schemas/x.json', 'partners//demo-partner.json', 'partners\\demo-partner.json', './partners/demo-partner.json', 'partners/demo-partner.json\0']) {
      expect(canEditFile(editor, path), path).toBe(false);
    }
  });
});

describe("what a partner's staff read", () => {
  it('lets them read their own partner file and the shared files, never another partner\'s file', () => {
    for (const path of ['partners/demo-partner.json', 'locales/en.json', 'schemas/forms/lead.json', 'schemas/catalog/promo-codes.json', 'journeys/landing.json']) {
      expect(canReadFile(partnerEditor, path), path).toBe(true);
    }
    for (const path of ['partners/default.json', 'partners/demo-partner.json.bak', 'partners/demo-partner-2.json']) {
      expect(canReadFile(partnerEditor, path), path).toBe(false);
    }
    expect(canReadFile(viewer, 'partners/default.json')).toBe(true);
  });
  it('shows them their own partner, and no other', () => {
    expect(canSeePartner(partnerEditor, 'demo-partner')).toBe(true);
    expect(canSeePartner(partnerEditor, 'default')).toBe(false);
    expect(canSeePartner(editor, 'default')).toBe(true);
    expect(partnerShownTo(partnerEditor, undefined, 'default')).toBe('demo-partner');
    expect(partnerShownTo(partnerEditor, 'demo-partner', 'default')).toBe('demo-partner');
    expect(partnerShownTo(partnerEditor, 'default', 'default')).toBeUndefined();
    expect(partnerShownTo(editor, undefined, 'default')).toBe('default');
    expect(partnerShownTo(editor, 'demo-partner', 'default')).toBe('demo-partner');
  });
});
