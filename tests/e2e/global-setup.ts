// Before any worker starts its portal server (fixtures.ts): build once, and only when the build
// is missing or older than its sources, as `npm start` would; then the data folder every test
// portal starts on a copy of (portal-server.ts), removed again after the run.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildState, canBuild } from '../../scripts/build-state.mjs';
import { DATA_TEMPLATE_VAR, makeDataTemplate } from './portal-server.js';

export default async function globalSetup(): Promise<() => void> {
  const { state, reason } = buildState();
  if (state !== 'fresh') {
    if (!canBuild()) throw new Error(`browser tests: ${reason}, and this install cannot build`);
    console.log(`browser tests: ${reason}, building first (npm run build)`);
    const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('browser tests: npm run build failed');
  }
  // Workers read it from the environment they inherit from the runner.
  const template = await makeDataTemplate();
  process.env[DATA_TEMPLATE_VAR] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
