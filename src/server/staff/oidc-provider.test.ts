import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './oidc-provider.js';

const settings = { rolesClaim: 'roles', partnerClaim: 'partner_id', usernameClaim: 'preferred_username' };

describe('identityFromClaims', () => {
  it('takes the username, the portal roles (a list or a space-separated string) and the partner scope', () => {
    expect(identityFromClaims({ sub: 's1', preferred_username: 'alice', roles: ['editor', 'hr-admin', 'editor'], partner_id: 'demo-partner' }, settings))
      .toEqual({ username: 'alice', roles: ['editor'], partnerScope: 'demo-partner' });
    expect(identityFromClaims({ sub: 's1', email: 'bob@insurer.om', roles: 'approver release-manager' }, settings))
      .toEqual({ username: 'bob@insurer.om', roles: ['approver', 'release-manager'] });
    expect(identityFromClaims({ sub: 's1', groups: ['viewer'] }, { ...settings, rolesClaim: 'groups' })).toEqual({ username: 's1', roles: ['viewer'] });
  });
  it('lets nobody in without a portal role or with a malformed partner scope', () => {
    expect(identityFromClaims({ sub: 's1', preferred_username: 'alice' }, settings)).toBeUndefined();
    expect(identityFromClaims({ sub: 's1', roles: ['admin'] }, settings)).toBeUndefined();
    expect(identityFromClaims({ sub: 's1', roles: { editor: true } }, settings)).toBeUndefined();
    expect(identityFromClaims({ sub: 's1', roles: ['editor'], partner_id: '../x' }, settings)).toBeUndefined();
    expect(identityFromClaims({ roles: ['editor'] }, settings)).toBeUndefined();
  });
});
