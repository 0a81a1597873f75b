import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_STUDIO_PORT let two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The studio's server: its own copy of the config tree, which tests/e2e/studio.spec.ts edits. */
const STUDIO_PORT = Number(process.env.E2E_STUDIO_PORT ?? 4151);
/** Config releases in the studio (drafts, review, publish, rollback): a server of its own, so that its releases never reach the customer specs. */
const RELEASES_PORT = Number(process.env.E2E_RELEASES_PORT ?? STUDIO_PORT + 2);
/** Specs that make releases (database config source), run against RELEASES_PORT. */
const RELEASE_SPECS = /studio-(review|edit|room|funnel)(-[a-z-]+)?\.spec\.ts$/;

/**
 * A copy of the config tree made once per run. Workers load this file again and inherit the
 * main process's environment, so the copy is made only where the variable is not set yet.
 */
function studioConfigRoot(): string {
  if (!process.env.STUDIO_E2E_CONFIG_ROOT) {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-studio-config-'));
    for (const dir of ['schemas', 'journeys', 'partners', 'locales', 'public', 'sandbox']) cpSync(dir, path.join(root, dir), { recursive: true });
    process.env.STUDIO_E2E_CONFIG_ROOT = root;
  }
  return process.env.STUDIO_E2E_CONFIG_ROOT;
}
// scripts/test.mjs finds (or installs) a Chromium and passes it; empty means Playwright's own build.
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '');

// Chromium tries outside hosts unless told not to; the fake media flags give the webcam tests a camera.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores shared by several engineers: one browser at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ['studio.spec.ts', RELEASE_SPECS] },
    { name: 'studio', testMatch: 'studio.spec.ts', use: { baseURL: `http://127.0.0.1:${STUDIO_PORT}` } },
    { name: 'studio-releases', testMatch: RELEASE_SPECS, use: { baseURL: `http://127.0.0.1:${RELEASES_PORT}` } },
  ],
  webServer: [{
    // The built server with node, built first only when stale (scripts/start.mjs).
    command: 'npm start',
    url: `http://127.0.0.1:${PORT}/motor-insurance`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      SANDBOX: '1',
      // Request lines of every asset would drown the test output; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // The suite looks the same seeded plates up many times from one address (docs/lookups.md).
      LOOKUP_RATE_PER_MINUTE: '1000',
      LOOKUP_RATE_PER_PLATE_PER_HOUR: '1000',
      // ... and reads the same sample cards many times (docs/buy-policy.md).
      OCR_RATE_PER_MINUTE: '1000',
      LEAD_UPLOAD_RATE_PER_MINUTE: '1000',
      // ... and confirms one-time codes for the same sample mobiles many times (docs/customers.md).
      OTP_SENDS_PER_MOBILE_PER_HOUR: '1000',
      OTP_SENDS_PER_CLIENT_PER_HOUR: '1000',
      DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-')),
    },
  }, {
    // Started after the first one (which builds when stale), so it never builds at the same time.
    command: 'npm start',
    url: `http://127.0.0.1:${STUDIO_PORT}/studio`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(STUDIO_PORT),
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      CONFIG_ROOT: studioConfigRoot(),
      // This studio edits the files of its copy of the tree and sees them live.
      CONFIG_SOURCE: 'files',
      // Every studio test signs in as `editor`: more than a person's 10 attempts in 15 minutes.
      STAFF_LOGIN_RATE_PER_USER_ADDRESS: '1000',
      STAFF_LOGIN_RATE_PER_USER: '1000',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-studio-e2e-')),
    },
  }, {
    command: 'npm start',
    url: `http://127.0.0.1:${RELEASES_PORT}/studio`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(RELEASES_PORT),
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      // Releases in a database of its own: release 1 is seeded from the shipped files on every run.
      CONFIG_SOURCE: 'database',
      STAFF_LOGIN_RATE_PER_USER_ADDRESS: '1000',
      STAFF_LOGIN_RATE_PER_USER: '1000',
      LOOKUP_RATE_PER_MINUTE: '1000',
      LOOKUP_RATE_PER_PLATE_PER_HOUR: '1000',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-releases-e2e-')),
    },
  }],
});
