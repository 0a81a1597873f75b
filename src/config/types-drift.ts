// The generated types must be what the meta-schemas produce today; otherwise code compiles
// against a shape the checker no longer accepts. Used by `npm run config:check`, not by the server.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMetaSchemas } from './files.js';
import { generatedFileFor, typesForMetaSchema } from './generate-types.js';
import type { ConfigIssue } from './types.js';

export async function checkGeneratedTypes(rootDir: string, generatedDir = path.join(rootDir, 'src', 'config', 'generated')): Promise<ConfigIssue[]> {
  const metas = await readMetaSchemas(path.join(rootDir, 'schemas', 'meta'));
  const issues: ConfigIssue[] = [];
  for (const [kind, schema] of Object.entries(metas)) {
    const metaFile = `${kind}.schema.json`;
    const target = path.join(generatedDir, generatedFileFor(metaFile));
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current === (await typesForMetaSchema(metaFile, schema))) continue;
    issues.push({
      file: path.relative(rootDir, target).split(path.sep).join('/'),
      pointer: '',
      message: current === undefined ? `The types of schemas/meta/${metaFile} were never generated.` : `The types are stale: schemas/meta/${metaFile} changed since they were generated.`,
      fix: 'Run `npm run config:types` and commit the result.',
    });
  }
  return issues;
}
