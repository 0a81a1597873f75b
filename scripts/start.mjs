// `npm start`: runs the built server with node. Builds first only when the build is missing or
// older than its sources, so `npm install && npm start` still does everything on a fresh
// machine while a restart does not rebuild. A production install (npm ci --omit=dev) has no
// TypeScript or Vite: it runs the build it was given and never tries to rebuild.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, canBuild, ROOT, SERVER_ENTRY } from './build-state.mjs';

const { state, reason } = buildState();
if (state !== 'fresh') {
  if (canBuild()) {
    console.log(`npm start: ${reason}, building first (npm run build)`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const built = spawnSync(npm, ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  } else if (state === 'missing') {
    console.error('npm start: there is no build output and this install cannot build (no dev dependencies): run `npm run build` where they are installed.');
    process.exit(1);
  } else {
    console.warn(`npm start: ${reason}, but this install has no dev dependencies: running the existing build.`);
  }
}
// In this process: signals reach the server directly, with no wrapper between.
await import(pathToFileURL(path.join(ROOT, SERVER_ENTRY)).href);
