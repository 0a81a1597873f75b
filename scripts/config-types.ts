// Regenerates src/config/generated/ from schemas/meta/ (`npm run config:types`).
// Without --write it only reports which files are stale (exit 1), like config:check does.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { generatedFileFor, typesForMetaSchema } from '../src/config/generate-types.js';

const root = process.cwd();
const metaDir = path.join(root, 'schemas', 'meta');
const outDir = path.join(root, 'src', 'config', 'generated');
const write = process.argv.includes('--write');

await mkdir(outDir, { recursive: true });
let stale = 0;
for (const metaFile of (await readdir(metaDir)).filter((f) => f.endsWith('.schema.json')).sort()) {
  const schema = JSON.parse(await readFile(path.join(metaDir, metaFile), 'utf8')) as Record<string, unknown>;
  const expected = await typesForMetaSchema(metaFile, schema);
  const target = path.join(outDir, generatedFileFor(metaFile));
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
