// The generated types must be what the meta-schemas produce today; otherwise code compiles
// against a shape the checker no longer accepts. Used by `npm run config:check`, not by the server.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EDITOR_LISTS_FILE, editorListsText } from './editor-lists.js';
import { readMetaSchemas, readViewSchemas } from './files.js';
import { loadConfigTree } from './load.js';
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

/**
 * The id lists editors offer (schemas/meta/generated/editor-lists.json) against the tree: stale
 * lists only make an editor's suggestions out of date, so this is a warning.
 */
export async function checkEditorLists(rootDir: string): Promise<ConfigIssue[]> {
  const metaDir = path.join(rootDir, 'schemas', 'meta');
  const file = `schemas/meta/${EDITOR_LISTS_FILE}`;
  const current = await readFile(path.join(metaDir, EDITOR_LISTS_FILE), 'utf8').catch(() => undefined);
  const expected = editorListsText(await loadConfigTree(rootDir), Object.keys(await readViewSchemas(metaDir)));
  if (current === expected) return [];
  return [{
    file, pointer: '', severity: 'warning',
    message: current === undefined ? 'The id lists for editors were never generated.' : 'The id lists for editors (form, journey, plan, operation ids, text keys) are out of date.',
    fix: 'Run `npm run config:types` and commit the result.',
  }];
}
