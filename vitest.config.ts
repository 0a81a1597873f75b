import { defineConfig } from 'vitest/config';

// Unit and server tests live beside the code they test; browser journeys are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/mutations/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/dom-timeouts.ts'],
    // Bounds for a stuck test, not speed checks (speed is `npm run bench`): a start-up that takes
    // 60 s on a busy 2-core machine (a CI run beside other work) is slow, not broken.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // PGlite instances are memory-hungry and the machine has 2 cores.
    maxWorkers: 2,
  },
});
