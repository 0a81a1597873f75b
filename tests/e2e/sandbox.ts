import { test, type APIRequestContext } from './fixtures.js';

/**
 * Puts the sandbox insurer's documented cases back. Buying or paying changes a seeded vehicle
 * (its quote becomes the vehicle's "active quote", a bought vehicle becomes our customer), so a
 * test that ran before would otherwise decide what the next one sees.
 */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const response = await request.post('/sandbox/insurer/_reset');
  if (!response.ok()) throw new Error(`sandbox reset failed: HTTP ${response.status()}`);
}

/** Call at the top of a spec whose tests read or change the insurer's state. */
export function resetSandboxBeforeEach(): void {
  test.beforeEach(async ({ request }) => resetSandbox(request));
}
