// Before any worker starts its portal server (fixtures.ts): build once, and only when the build
// is missing or older than its sources, as `npm start` would.
import { spawnSync } from 'node:child_process';
import { buildState, canBuild } from '../../scripts/build-state.mjs';

export default function globalSetup(): void {
  const { state, reason } = buildState();
  if (state === 'fresh') return;
  if (!canBuild()) throw new Error(`browser tests: ${reason}, and this install cannot build`);
  console.log(`browser tests: ${reason}, building first (npm run build)`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('browser tests: npm run build failed');
}
