// `npm start`: runs the built server with node. Builds first only when the build is missing or
// older than its sources, so `npm install && npm start` still does everything on a fresh
// machine while a restart does not rebuild. A production install (npm ci --omit=dev) has no
// TypeScript or Vite: it runs the build it was given and never tries to rebuild.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, canBuild, ROOT, SERVER_ENTRY } from './build-state.mjs';
import { holdHangupUntilServer } from './hold-hangup.mjs';

holdHangupUntilServer();

const { state, reason } = buildState();
if (state !== 'fresh') {
  if (canBuild()) {
    console.log(`npm start: ${reason}, building first (npm run build)`);
    const status = await build();
    if (status !== 0) process.exit(status);
  } else if (state === 'missing') {
    console.error('npm start: there is no build output and this install cannot build (no dev dependencies): run `npm run build` where they are installed.');
    process.exit(1);
  } else {
    console.warn(`npm start: ${reason}, but this install has no dev dependencies: running the existing build.`);
  }
}
/** The build in its own process group, so that a stop during the build stops all of it. */
function build() {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit', detached: process.platform !== 'win32' });
    let stopped = false;
    const stop = (signal) => {
      stopped = true;
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
      } catch {
        // already gone
      }
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    child.on('exit', (code) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve(stopped ? 130 : (code ?? 1));
    });
  });
}

// In this process: signals reach the server directly, with no wrapper between (SIGHUP re-reads
// the config; the pid is in the server's start-up line).
await import(pathToFileURL(path.join(ROOT, SERVER_ENTRY)).href);
