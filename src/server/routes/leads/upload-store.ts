import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where lead upload images live: DATA_DIR/uploads, beside the database and outside dist/ (the
 * web root), so no URL ever serves them. An in-memory database has no folder; its images go to
 * the system's temporary folder instead.
 */
export function uploadRoot(dataDir: string): string {
  return dataDir.startsWith('memory://') ? path.join(tmpdir(), 'portal-uploads') : path.resolve(dataDir, 'uploads');
}

/** Saves one checked image under a name of our own; answers its path relative to the root. */
export async function saveUpload(root: string, folder: string, bytes: Uint8Array, extension: string): Promise<string> {
  // The folder is a lead's transId (a UUID from the database); anything else would be a bug.
  if (!/^[A-Za-z0-9-]{1,64}$/.test(folder)) throw new Error(`unsafe upload folder "${folder}"`);
  const relative = path.join(folder, `${randomUUID()}.${extension}`);
  await mkdir(path.join(root, folder), { recursive: true, mode: 0o700 });
  await writeFile(path.join(root, relative), bytes, { mode: 0o600 });
  return relative;
}

/** Removes files saved for a request that then failed, so nothing is kept without its record. */
export async function removeUploads(root: string, relativePaths: string[]): Promise<void> {
  await Promise.all(relativePaths.map((file) => rm(path.join(root, file), { force: true })));
}
