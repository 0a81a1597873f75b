import path from 'node:path';
import { formatConfigIssues } from './check.js';
import { readConfigFiles } from './files.js';
import { buildTree } from './tree.js';
import type { ConfigTree } from './types.js';

/**
 * Reads the config tree under rootDir. It trusts the shapes: run checkConfigTree first (the
 * server does, at start-up); unreadable files still make it throw with the checker's wording.
 */
export async function loadConfigTree(rootDir: string): Promise<ConfigTree> {
  const root = path.resolve(rootDir);
  const { files, issues, fragments } = await readConfigFiles(root);
  if (issues.length > 0) throw new Error(formatConfigIssues(issues));
  return buildTree(root, files, fragments);
}
