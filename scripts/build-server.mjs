// `npm run build:server`: compiles the server (with the config code and the sandbox it loads on
// demand) to dist-server/ with tsc, copies the SQL migrations beside the compiled migrate.js,
// and writes the build stamp that `npm start` compares with the sources. Last step of `npm run build`.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP, ROOT, SERVER_DIR } from './build-state.mjs';

const out = path.join(ROOT, SERVER_DIR);
rmSync(out, { recursive: true, force: true });
const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.server.json')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

/** Every migrations/ folder under src/ (the platform's, the sandbox's) goes to the same place in dist-server/. */
function copyMigrations(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === 'migrations') cpSync(full, path.join(out, path.relative(path.join(ROOT, 'src'), full)), { recursive: true });
    else if (name !== '.generated') copyMigrations(full);
  }
}
copyMigrations(path.join(ROOT, 'src'));
writeFileSync(path.join(ROOT, BUILD_STAMP), `${new Date().toISOString()}\n`);
