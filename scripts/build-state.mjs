// Is the build output (dist/ for the browser, dist-server/ for node) older than its sources?
// Shared by `npm start` (build only when stale) and the production smoke test. Plain node, so
// it also runs in a production install without the dev dependencies.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_DIR = 'dist-server';
export const SERVER_ENTRY = path.join(SERVER_DIR, 'server', 'main.js');
/** Written last by `npm run build`: a build cut short leaves no stamp and counts as missing. */
export const BUILD_STAMP = path.join(SERVER_DIR, '.build-stamp');
const BROWSER_ENTRY = path.join('dist', 'index.html');

/** What the build reads: code, the parts of the config tree it bundles (fallback texts, step hints), the build settings. */
const SOURCES = [
  'src', 'schemas', 'journeys', 'partners', 'locales', 'public', 'index.html', 'package.json',
  'package-lock.json', 'tsconfig.json', 'tsconfig.server.json', 'vite.config.ts',
];
// Outputs of the build itself and files no build reads.
const IGNORED = /(^|[\\/])node_modules$|\.test\.tsx?$/;

function newestMtime(file) {
  if (IGNORED.test(file) || !existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's time changes when a test file is added, which needs no build.
  let newest = 0;
  for (const name of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, name)));
  return newest;
}

/** 'missing', 'stale' or 'fresh', with the reason in words for the start-up line. */
export function buildState(root = ROOT) {
  const outputs = [BROWSER_ENTRY, SERVER_ENTRY, BUILD_STAMP].map((f) => path.join(root, f));
  if (outputs.some((f) => !existsSync(f))) return { state: 'missing', reason: 'no build output yet' };
  const built = Math.min(...[BROWSER_ENTRY, BUILD_STAMP].map((f) => statSync(path.join(root, f)).mtimeMs));
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (newest > built) return { state: 'stale', reason: 'sources changed since the last build' };
  return { state: 'fresh', reason: 'build is up to date' };
}

/** A production install (npm ci --omit=dev) cannot build: no TypeScript, no Vite. */
export function canBuild(root = ROOT) {
  return ['typescript', 'vite'].every((name) => existsSync(path.join(root, 'node_modules', name, 'package.json')));
}
