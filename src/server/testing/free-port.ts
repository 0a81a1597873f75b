// Test-only: a port for a server a test starts, which binds it seconds later (after its start-up).
// A port the system handed out (port 0) goes back to the pool meanwhile: once another process's
// outgoing connection took it, and the server failed with EADDRINUSE (a browser test's portal; a
// cluster test's server restarted on its old port). So: below the range the system hands out, in
// a slice of it no other worker of the run picks from.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The ports Linux gives to port-0 binds and to outgoing connections (ip_local_port_range). */
function ephemeralPorts(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux: the usual range
  }
  return [32768, 60999];
}

const canBind = (port: number) => new Promise<boolean>((resolve) => {
  const server = createServer();
  server.once('error', () => resolve(false));
  server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
});

const FIRST_PORT = 20_000;
const SLICE = 400;

/**
 * This process's slice: Playwright's workers (TEST_PARALLEL_INDEX) in the lower half, Vitest's
 * (VITEST_POOL_ID) in the upper half, the Playwright runner's global setup the last slice. Both
 * suites run side by side in `npm test`. Undefined where there is no room for that.
 */
function sliceOfThisProcess(slices: number): number | undefined {
  const half = Math.floor((slices - 1) / 2);
  if (half < 1) return undefined;
  if (process.env.TEST_PARALLEL_INDEX !== undefined) return Number(process.env.TEST_PARALLEL_INDEX) % half;
  if (process.env.VITEST_POOL_ID !== undefined) return half + (Number(process.env.VITEST_POOL_ID) % half);
  return slices - 1;
}

/** Handed out by this process and not to be handed out again (several servers of one test start at once). */
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralPorts();
  const slice = sliceOfThisProcess(Math.floor((ephemeralLow - FIRST_PORT) / SLICE));
  if (slice !== undefined) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = FIRST_PORT + slice * SLICE + Math.floor(Math.random() * SLICE);
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      if (await canBind(port)) return port;
    }
  }
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
