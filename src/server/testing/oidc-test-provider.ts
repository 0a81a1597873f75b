// Test-only: a real OpenID provider (oidc-provider, the certified Node implementation) on a free
// loopback port, standing in for the insurer's identity provider in the server and browser tests.
// Its login page is the provider's own (any password; the login names an account below), then a
// consent page. It keeps to the specification's defaults: claims asked for by scope come from the
// UserInfo endpoint, not in the ID token of the code flow (conformIdTokenClaims).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The insurer's staff as its directory knows them: `roles` and `partner_id` are the portal's default claims (env.ts). */
export const OIDC_ACCOUNTS = {
  'oidc-editor': { preferred_username: 'oidc-editor', roles: ['editor'] },
  'oidc-approver': { preferred_username: 'oidc-approver', roles: ['approver'] },
  // A space-separated string, as some directories send a list.
  'oidc-both': { preferred_username: 'oidc-both', roles: 'editor approver' },
  'oidc-partner': { preferred_username: 'oidc-partner', roles: ['editor'], partner_id: 'demo-partner' },
  // Known to the insurer, but with no portal role.
  'oidc-clerk': { preferred_username: 'oidc-clerk', roles: ['hr-admin'] },
} as const satisfies Record<string, Record<string, unknown>>;
export type OidcAccount = keyof typeof OIDC_ACCOUNTS;

/** Beyond `openid profile email`, the scope that releases the portal's claims (OIDC_SCOPES). */
export const OIDC_ROLES_SCOPE = 'portal';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's settings for this provider (env.ts), given where its callback is. */
  portalEnv(redirectUri: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: { redirectUris: string[] }): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'motor-portal';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_post',
      redirect_uris: options.redirectUris,
      // The portal's studio, where the provider's sign-out sends the browser back (oidcSettingsOf).
      post_logout_redirect_uris: options.redirectUris.map((uri) => new URL('/studio', uri).href),
      response_types: ['code'], grant_types: ['authorization_code'],
    }],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], profile: ['preferred_username'], email: ['email'], [OIDC_ROLES_SCOPE]: ['roles', 'partner_id'] },
    scopes: ['openid', 'profile', 'email', OIDC_ROLES_SCOPE],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: (_ctx, sub) => {
      const claims = (OIDC_ACCOUNTS as Record<string, Record<string, unknown>>)[sub];
      return claims ? { accountId: sub, claims: () => ({ sub, email: `${sub}@insurer.test`, ...claims }) } : undefined;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer, clientId, clientSecret,
    portalEnv: (redirectUri) => ({
      OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_REDIRECT_URI: redirectUri,
      OIDC_SCOPES: `openid profile email ${OIDC_ROLES_SCOPE}`,
    }),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
