// Regenerates src/config/generated/ from schemas/meta/ (`npm run config:types`).
// Without --write it only reports which files are stale (exit 1), like config:check does.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { EDITOR_LISTS_FILE, editorListsText } from '../src/config/editor-lists.js';
import { readMetaSchemas, readViewSchemas } from '../src/config/files.js';
import { generatedFileFor, typesForMetaSchema } from '../src/config/generate-types.js';
import { loadConfigTree } from '../src/config/load.js';

const root = process.cwd();
const metaDir = path.join(root, 'schemas', 'meta');
const outDir = path.join(root, 'src', 'config', 'generated');
const write = process.argv.includes('--write');

await mkdir(outDir, { recursive: true });
await mkdir(path.dirname(path.join(metaDir, EDITOR_LISTS_FILE)), { recursive: true });
// The id lists first: the meta-schemas read below refer to them.
const outputs: Array<{ target: string; expected: string }> = [{
  target: path.join(metaDir, EDITOR_LISTS_FILE),
  expected: editorListsText(await loadConfigTree(root), Object.keys(await readViewSchemas(metaDir))),
}];
const lists = outputs[0]!;
const listsStale = (await readFile(lists.target, 'utf8').catch(() => '')) !== lists.expected;
if (write && listsStale) {
  await writeFile(lists.target, lists.expected);
  console.log(`wrote ${path.relative(root, lists.target)}`);
}
for (const [kind, schema] of Object.entries(await readMetaSchemas(metaDir))) {
  const metaFile = `${kind}.schema.json`;
  outputs.push({ target: path.join(outDir, generatedFileFor(metaFile)), expected: await typesForMetaSchema(metaFile, schema) });
}
let stale = listsStale ? 1 : 0;
if (listsStale && !write) console.log(`stale: ${path.relative(root, lists.target)}`);
for (const { target, expected } of outputs.slice(1)) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current === expected) continue;
  stale += 1;
  if (write) {
    await writeFile(target, expected);
    console.log(`wrote ${path.relative(root, target)}`);
  } else {
    console.log(`stale: ${path.relative(root, target)}`);
  }
}
if (!write && stale > 0) {
  console.log('Run `npm run config:types` to regenerate.');
  process.exit(1);
}
console.log(stale === 0 ? 'config types: up to date' : `config types: ${stale} file(s) written`);

