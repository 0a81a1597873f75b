import { configDefaults, defineConfig } from 'vitest/config';

// Unit and server tests live beside the code they test; browser journeys are Playwright's (tests/e2e).
const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/mutations/**/*.test.ts'];
/**
 * Files that need a module registry of their own: the browser's (jsdom, module mocks, globals
 * stubbed per file) and any other file that mocks a module. Everything else shares its worker's
 * modules across files, which halves the suite's CPU: each server file no longer imports Fastify,
 * PGlite and the app again (measured: src/server/routes 219 → 119 CPU seconds).
 */
const isolated = ['src/client/**/*.test.{ts,tsx}', 'src/server/motor/document-links.test.ts'];

const shared = {
  environment: 'node' as const,
  setupFiles: ['tests/setup/dom-timeouts.ts'],
  // Bounds for a stuck test, not speed checks (speed is `npm run bench`): a start-up that takes
  // 60 s on a busy 2-core machine (a CI run beside other work) is slow, not broken.
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    // PGlite instances are memory-hungry and the machine has 2 cores; VITEST_WORKERS to change it.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    projects: [
      { test: { ...shared, name: 'server', include, exclude: [...configDefaults.exclude, ...isolated], isolate: false } },
      // vmThreads: each file still gets modules and globals of its own (a VM context), but the
      // thread and jsdom's own code are reused rather than started again per file (measured:
      // these 78 files 131 -> 37 CPU seconds, 70 -> 21 s alone).
      { test: { ...shared, name: 'browser', include: isolated, isolate: true, pool: 'vmThreads' } },
    ],
  },
});
