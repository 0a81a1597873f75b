import { defineConfig, devices } from '@playwright/test';
import type { PortalOptions } from './tests/e2e/fixtures.js';
import { PARTNER_PORT } from './tests/e2e/portal-server.js';
import { chromiumArgs, chromiumPath } from './tests/e2e/browser.js';

/** Specs that make releases (database config source, the default): a server per worker of their own, so that their releases never reach the customer specs. */
const RELEASE_SPECS = /studio-(review|edit|room|funnel)(-[a-z-]+)?\.spec\.ts$/;
/** Specs on the demo partner's origin, which names one port: one worker at a time. */
const PARTNER_SPECS = /partner\.spec\.ts$/;

export default defineConfig<PortalOptions>({
  testDir: 'tests/e2e',
  // Every worker starts a portal server of its own (tests/e2e/fixtures.ts): its own sandbox
  // insurer, outbox, rate-limit windows, database and releases, so workers never share state.
  // Four by default, on this 2-core machine too: a browser test mostly waits (for the server, the
  // sandbox, a one-time code), so two workers left the cores half idle (measured, whole suite alone:
  // 2 workers 541 s, 4 workers 306-333 s, both cores busy; `npm test` with the server tests beside
  // it 601 s against 870 s). E2E_WORKERS to change it.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // A step that starts a payment or a lookup goes through the server and the sandbox's HTTP: on two
  // cores busy with the server tests beside it, 5 s (the default) was once too short to reach the
  // checkout. A bound for a stuck page, not a speed check.
  expect: { timeout: 10_000 },
  // Builds once when the build is missing or stale, before any worker starts a server.
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // A failed test keeps its trace (actions, network, console, sources), a screenshot of the page
    // as it failed and its accessibility snapshot (error-context.md), but no picture of every step:
    // the screencast, recorded for every test and thrown away when it passes, was a third of
    // Chromium's CPU (lookup-outcomes: 61 → 42 CPU seconds), and the DOM snapshots of every action a
    // tenth of the whole machine's (four specs, two workers: 117-119 → 100-112 core-seconds).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  // The long serial studio files first, so that they do not make the run's tail on one worker.
  projects: [
    { name: 'studio-releases', testMatch: RELEASE_SPECS, use: { portalEnv: { CONFIG_SOURCE: 'database' }, portalReadyPath: '/studio' } },
    // The studio on a copy of the config tree, whose files its tests edit and see live.
    { name: 'studio', testMatch: 'studio.spec.ts', use: { portalConfigCopy: true, portalReadyPath: '/studio' } },
    // Customer journeys on the default config source, the database releases.
    { name: 'chromium', testIgnore: ['studio.spec.ts', RELEASE_SPECS, PARTNER_SPECS] },
    { name: 'partner', testMatch: PARTNER_SPECS, workers: 1, use: { portalPort: PARTNER_PORT } },
  ],
});
