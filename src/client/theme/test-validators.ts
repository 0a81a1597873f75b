// Tests only: the validator modules the server would serve for these schemas, written to files
// and imported the way the browser imports them (theme/validator-registry.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validatorModuleCode } from '../../config/validator-code.js';

/** Schema $id -> path of its compiled module (a URL path from the project root), like a journey answer's `validators`. */
export function compiledValidatorUrls(schemas: Array<Record<string, unknown> | undefined>): Record<string, string> {
  // Inside the project: vitest resolves a URL path from the project root, as a browser from the origin.
  const cache = path.resolve('node_modules/.cache/test-validators');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'v-'));
  const urls: Record<string, string> = {};
  for (const schema of schemas) {
    if (!schema) continue;
    const id = String(schema.$id);
    const file = path.join(dir, `${id}.mjs`);
    writeFileSync(file, validatorModuleCode(schema));
    urls[id] = `/${path.relative(process.cwd(), file).split(path.sep).join('/')}`;
  }
  return urls;
}
