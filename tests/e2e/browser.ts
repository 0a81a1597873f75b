// The browser the tests drive, in one place for playwright.config.ts and the specs that launch
// with options of their own. Debian's headless shell first (package chromium-headless-shell: the
// same engine without the full browser's window, tab strip and their WebUI renderers; measured:
// the whole browser suite 17 → 10.7 minutes, Chromium's CPU halved), then Debian's Chromium;
// scripts/test.mjs passes the one it found or installed as CHROMIUM_PATH. Empty means
// Playwright's own build.
import { existsSync } from 'node:fs';
import { CHROMIUM_BINARIES, FULL_CHROMIUM } from '../../scripts/browsers.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? CHROMIUM_BINARIES.find((path) => existsSync(path)) ?? '';

// Chromium tries outside hosts unless told not to; the fake media flags give the webcam tests a camera.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * The full browser, for what only it has: the built-in PDF viewer (documents.spec.ts). Debian's
 * Chromium, else Playwright's own full build (its "chromium" channel).
 */
export const fullChromium = existsSync(FULL_CHROMIUM.binary) ? { executablePath: FULL_CHROMIUM.binary } : { channel: 'chromium' };
