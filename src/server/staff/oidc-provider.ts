// The production identity provider: the insurer's OpenID Connect server, authorization-code flow
// with PKCE, state and nonce (openid-client). An adapter beside the local accounts: both end in a
// StaffIdentity, and the session, audit and studio do not know which one signed someone in.
import * as oidc from 'openid-client';
import type { Env } from '../env.js';
import { PARTNER_ID_PATTERN, isStaffRole, type StaffIdentity } from './roles.js';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the provider sends the browser after its own sign-out: the studio, on the callback's origin (registered at the provider). */
  postLogoutRedirectUri: string;
  /** Space-separated; `openid` is always asked for. */
  scopes: string;
  rolesClaim: string;
  partnerClaim: string;
  usernameClaim: string;
}

export function oidcSettingsOf(env: Env): OidcSettings | undefined {
  const { OIDC_ISSUER_URL: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_REDIRECT_URI: redirectUri } = env;
  if (!issuerUrl || !clientId || !clientSecret || !redirectUri) return undefined;
  return {
    issuerUrl, clientId, clientSecret, redirectUri, postLogoutRedirectUri: new URL('/studio', redirectUri).href, scopes: env.OIDC_SCOPES,
    rolesClaim: env.OIDC_ROLES_CLAIM, partnerClaim: env.OIDC_PARTNER_CLAIM, usernameClaim: env.OIDC_USERNAME_CLAIM,
  };
}

/** What the browser keeps (in a short-lived HttpOnly cookie) between leaving for the provider and coming back. */
export interface OidcChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The identity the claims (ID token and UserInfo) give: the roles claim is a list (or a space-separated
 * string) of portal role names, others are ignored; nobody without a portal role gets in.
 */
export function identityFromClaims(claims: Record<string, unknown>, settings: Pick<OidcSettings, 'rolesClaim' | 'partnerClaim' | 'usernameClaim'>): StaffIdentity | undefined {
  const name = [claims[settings.usernameClaim], claims.email, claims.sub].find((value) => typeof value === 'string' && value.length > 0 && value.length <= 200);
  const raw = claims[settings.rolesClaim];
  const listed = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/\s+/) : [];
  const roles = [...new Set(listed.filter(isStaffRole))];
  if (typeof name !== 'string' || roles.length === 0) return undefined;
  const partner = claims[settings.partnerClaim];
  if (partner !== undefined && (typeof partner !== 'string' || !PARTNER_ID_PATTERN.test(partner))) return undefined;
  return { username: name, roles, ...(typeof partner === 'string' ? { partnerScope: partner } : {}) };
}

export interface OidcProvider {
  /** Where to send the browser, and the checks to keep until it comes back. */
  start(): Promise<{ url: string; checks: OidcChecks }>;
  /** Exchanges the code of the callback URL; the identity (undefined when the claims grant no role) and the ID token. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<{ identity: StaffIdentity | undefined; idToken?: string }>;
  /**
   * Where to send the browser to sign out at the provider too (OpenID Connect RP-Initiated Logout:
   * its end_session_endpoint with id_token_hint and post_logout_redirect_uri); undefined when the
   * provider has no such endpoint, or cannot be reached (the portal's own sign-out has happened).
   */
  endSessionUrl(idToken: string): Promise<string | undefined>;
}

export function oidcProvider(settings: OidcSettings, options: { allowHttp?: boolean } = {}): OidcProvider {
  // Discovered on first use (not at start-up: a provider that is down must not stop the portal),
  // and again after a failure.
  let configuration: Promise<oidc.Configuration> | undefined;
  const configured = () => {
    configuration ??= oidc.discovery(
      new URL(settings.issuerUrl), settings.clientId, undefined, oidc.ClientSecretPost(settings.clientSecret),
      options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {},
    ).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };
  return {
    async start() {
      const config = await configured();
      const checks: OidcChecks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: [...new Set(['openid', ...settings.scopes.split(/\s+/).filter(Boolean)])].join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configured();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.verifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) return { identity: undefined };
      // In the code flow a provider that keeps to the specification (OpenID Connect Core 5.4)
      // answers the claims of a scope at UserInfo, not in the ID token: both are read, the ID
      // token's winning. UserInfo must be about the same subject (checked by openid-client).
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub) : {};
      return { identity: identityFromClaims({ ...userInfo, ...idClaims }, settings), ...(tokens.id_token ? { idToken: tokens.id_token } : {}) };
    },
    async endSessionUrl(idToken) {
      const config = await configured().catch(() => undefined);
      if (!config?.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: settings.postLogoutRedirectUri }).href;
    },
  };
}
