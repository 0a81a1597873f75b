// Test-only: how a test starts a real server process. The built server when the build is current
// (`npm test` builds before the server tests): a plain node start. Otherwise tsx compiling the
// sources, so a test run after an edit without a rebuild still tests what was edited. Measured in
// a whole `npm test` on this 2-core machine: the tsx-started servers of the multi-process and
// start-up tests took 206 CPU seconds between them.
import { buildState, SERVER_ENTRY } from '../../../scripts/build-state.mjs';

let decided: string[] | undefined;

/** argv of a server process started in the repository's root (decided once per test worker). */
export function serverCommand(): string[] {
  decided ??= buildState().state === 'fresh'
    ? [process.execPath, SERVER_ENTRY]
    : [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  return decided;
}
