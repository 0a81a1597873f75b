// Test-only: the cipher vectors computed with the public CCAvenue PHP kit, outside this code
// (shared/vectors/ccavenue-aes128cbc.json beside the clone: CI checks the repository out with
// shared/ next to it). A test of our cipher against vectors our own cipher produced could never
// catch a mismatch with the real gateway; these can.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface GatewayVector {
  workingKey: string;
  plainText: string;
  encHex: string;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `<repo>/../shared/vectors/ccavenue-aes128cbc.json`; GATEWAY_VECTORS names another file (a worktree elsewhere). */
export const GATEWAY_VECTORS_FILE = process.env.GATEWAY_VECTORS
  ?? fileURLToPath(new URL('../shared/vectors/ccavenue-aes128cbc.json', `file://${REPO_ROOT}`));

/** The vectors, or undefined when the file is absent (the caller skips with a message). */
export function readGatewayVectors(): GatewayVector[] | undefined {
  if (!existsSync(GATEWAY_VECTORS_FILE)) return undefined;
  const file = JSON.parse(readFileSync(GATEWAY_VECTORS_FILE, 'utf8')) as { vectors?: GatewayVector[] };
  const vectors = file.vectors ?? [];
  // An empty or renamed list must fail, not pass vacuously.
  if (vectors.length === 0) throw new Error(`${GATEWAY_VECTORS_FILE} holds no vectors`);
  return vectors;
}

export const MISSING_VECTORS_MESSAGE =
  `Gateway cipher vectors not found at ${GATEWAY_VECTORS_FILE}: skipping the gateway contract test ` +
  '(check out shared/ beside the repository, or set GATEWAY_VECTORS)';
