// Playwright's `test` with a portal server per worker (portal-server.ts): every spec imports its
// test API from here, so `baseURL`, `page` and `request` reach that worker's own server. A
// project says what kind of server its workers get (playwright.config.ts).
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startPortal } from './portal-server.js';

export * from '@playwright/test';

export interface PortalOptions {
  /** Settings of this project's servers, over TEST_SERVER_ENV. */
  portalEnv: Record<string, string>;
  /** A fixed port (a partner's origin names one); a free one when unset. */
  portalPort: number | undefined;
  /** The server serves a copy of the config tree of its own, which the spec may edit (CONFIG_SOURCE=files). */
  portalConfigCopy: boolean;
  /** The page that answers once the server is ready. */
  portalReadyPath: string;
}

export interface PortalWorker {
  portal: { url: string; configRoot: string | undefined };
}

const CONFIG_DIRS = ['schemas', 'journeys', 'partners', 'locales', 'public', 'sandbox'];

export const test = base.extend<object, PortalOptions & PortalWorker>({
  portalEnv: [{}, { scope: 'worker', option: true }],
  portalPort: [undefined, { scope: 'worker', option: true }],
  portalConfigCopy: [false, { scope: 'worker', option: true }],
  portalReadyPath: ['/motor-insurance', { scope: 'worker', option: true }],
  portal: [async ({ portalEnv, portalPort, portalConfigCopy, portalReadyPath }, use) => {
    let configRoot: string | undefined;
    if (portalConfigCopy) {
      configRoot = mkdtempSync(path.join(tmpdir(), 'portal-e2e-config-'));
      for (const dir of CONFIG_DIRS) cpSync(dir, path.join(configRoot, dir), { recursive: true });
    }
    const server = await startPortal({
      env: { ...portalEnv, ...(configRoot ? { CONFIG_ROOT: configRoot, CONFIG_SOURCE: 'files' } : {}) },
      ...(portalPort ? { port: portalPort } : {}),
      readyPath: portalReadyPath,
    });
    await use({ url: server.url, configRoot });
    await server.stop();
  }, { scope: 'worker', timeout: 240_000 }],
  baseURL: async ({ portal }, use) => use(portal.url),
});
