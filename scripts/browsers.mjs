// The Debian browsers the browser tests use, in one place for scripts/test.mjs (which installs
// what is missing) and tests/e2e/browser.ts (which picks one): the headless shell for every test,
// the full Chromium for what only it has (its PDF viewer). Plain node, as test.mjs is.
export const HEADLESS_SHELL = { pkg: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell' };
export const FULL_CHROMIUM = { pkg: 'chromium', binary: '/usr/bin/chromium' };
/** In the order the tests prefer them; the last is another distribution's name for the full browser. */
export const CHROMIUM_BINARIES = [HEADLESS_SHELL.binary, FULL_CHROMIUM.binary, '/usr/bin/chromium-browser'];
