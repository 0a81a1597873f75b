import { fileURLToPath } from 'node:url';

/** The platform's tables (0001-0099), applied on every start by src/db-kit/migrate.ts. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
