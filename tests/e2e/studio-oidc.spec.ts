// Staff sign-in through the insurer's identity provider, in Chromium, against a real OpenID
// provider (oidc-provider) and its own login and consent pages. The default web servers have no
// OIDC_* settings, so this spec starts a portal of its own for the provider. The portal is at
// `localhost` and the provider at `127.0.0.1`: two sites, so the cookies cross between sites as
// they do in production. Real CSP.
import { expect, test, type Page } from './fixtures.js';
import en from '../../locales/en.json' with { type: 'json' };
import { freePort } from '../../src/server/testing/free-port.js';
import { startPortal, type PortalServer } from './portal-server.js';
import { startOidcProvider, type TestOidcProvider } from '../../src/server/testing/oidc-test-provider.js';

test.describe.configure({ mode: 'serial' });

let provider: TestOidcProvider;
let portal: PortalServer | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  provider = await startOidcProvider({ redirectUris: [`${base}/api/staff/oidc/callback`] });
  // The build the global setup made (tests/e2e/global-setup.ts).
  portal = await startPortal({ port, readyPath: '/studio', env: provider.portalEnv(`${base}/api/staff/oidc/callback`) });
});

test.afterAll(async () => {
  await portal?.stop();
  await provider?.close();
});

/** From the studio's sign-in screen through the provider's login and consent pages. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto(`${base}/studio`);
  await page.getByRole('link', { name: en.studio.signIn.withProvider }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('signs in through the provider, works with the roles of its claims, and signs out', async ({ page }) => {
  await signInAtProvider(page, 'oidc-both');
  await expect(page).toHaveURL(`${base}/studio`);
  await expect(page.getByText('Signed in as oidc-both')).toBeVisible();
  const me = await page.request.get(`${base}/api/staff/me`);
  expect((await me.json() as { data: { roles: string[] } }).data.roles).toEqual(['editor', 'approver']);

  await page.getByRole('button', { name: en.studio.signOut }).click();
  // Signed out here, then at the provider too (RP-initiated logout): it asks, then sends the browser back to the studio.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${base}/studio`);
  await expect(page.getByRole('link', { name: en.studio.signIn.withProvider })).toBeVisible();
  expect((await page.request.get(`${base}/api/staff/me`)).status()).toBe(401);
});

test('a partner\'s editor is told they see their partner only', async ({ page }) => {
  await signInAtProvider(page, 'oidc-partner');
  await expect(page.getByText('Signed in as oidc-partner, for demo-partner only')).toBeVisible();
});

test('an account with no portal role is refused with the reason, and no session', async ({ page }) => {
  await signInAtProvider(page, 'oidc-clerk');
  await expect(page).toHaveURL(`${base}/studio?signIn=no-role`);
  await expect(page.getByRole('alert')).toHaveText(en.errors.STAFF_NO_PORTAL_ROLE);
  expect((await page.request.get(`${base}/api/staff/me`)).status()).toBe(401);
});
