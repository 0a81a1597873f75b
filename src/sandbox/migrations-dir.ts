import { fileURLToPath } from 'node:url';

/**
 * The sandbox's own tables (its insurer, its gateway). Only a sandbox start applies them
 * (app.ts); the tests' databases include them because the simulators run in most tests.
 */
export const SANDBOX_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
