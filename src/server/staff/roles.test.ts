import { describe, expect, it } from 'vitest';
import { canEditFile, hasRole, isStaffRole, type StaffIdentity } from './roles.js';

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
