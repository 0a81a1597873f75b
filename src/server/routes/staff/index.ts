// Staff of the insurer and its partners: sign-in (local accounts; the identity provider when
// OIDC_* is set), sessions in the database, the audit trail. registerStaffAccess runs at the root
// before the studio, whose gate needs the cookie parser and the guard (the repositories are
// registered with all the others, src/server/repositories.ts).
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { oidcProvider, oidcSettingsOf } from '../../staff/oidc-provider.js';
import { staffAuditRoutes } from './audit-routes.js';
import { staffDeliveryRoutes } from './delivery-routes.js';
import { staffDiffRoutes } from './diff-routes.js';
import { staffDraftRoutes } from './draft-routes.js';
import { staffFunnelRoutes } from './funnel-routes.js';
import { staffReleaseRoutes } from './release-routes.js';
import { registerStaffGuard } from '../../plugins/staff-guard.js';
import { staffOidcRoutes } from './oidc-routes.js';
import { staffPreviewRoutes } from './preview-routes.js';
import { staffSessionRoutes } from './session-routes.js';

export async function registerStaffAccess(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  registerStaffGuard(app);
}

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const oidc = oidcSettingsOf(app.env);
  // One provider for sign-in and sign-out (its discovery is kept); a sandbox may try a local
  // identity provider over plain http, production never.
  const provider = oidc ? oidcProvider(oidc, { allowHttp: app.env.SANDBOX }) : undefined;
  await app.register(staffSessionRoutes(provider));
  await app.register(staffAuditRoutes);
  await app.register(staffDeliveryRoutes);
  await app.register(staffReleaseRoutes);
  await app.register(staffDraftRoutes);
  await app.register(staffDiffRoutes);
  await app.register(staffPreviewRoutes);
  await app.register(staffFunnelRoutes);
  if (oidc && provider) await app.register(staffOidcRoutes(oidc, provider));
}
