// `npm run config:check`: the whole config tree plus the generated types; exit 1 on any problem.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkConfigTree, configErrors, formatConfigIssues } from '../src/config/index.js';
import { checkEditorLists, checkGeneratedTypes } from '../src/config/types-drift.js';

const root = process.cwd();
const issues = [...(await checkConfigTree(root, { warnings: true })), ...(await checkGeneratedTypes(root)), ...(await checkEditorLists(root))];
if (configErrors(issues).length > 0) {
  console.error(formatConfigIssues(issues));
  process.exit(1);
}
// Warnings do not fail the check: they name what customers would see worded generically, etc.
if (issues.length > 0) console.warn(formatConfigIssues(issues));
const count = async (dir: string) => (await readdir(path.join(root, dir)).catch(() => [])).filter((f) => f.endsWith('.json')).length;
const [forms, journeys, partners, catalogs, locales, metas] = await Promise.all(
  ['schemas/forms', 'journeys', 'partners', 'schemas/catalog', 'locales', 'schemas/meta'].map(count),
);
console.log(`config OK: ${forms} forms, ${journeys} journeys, ${partners} partners, ${catalogs} catalogs, ${locales} locales checked against ${metas} meta-schemas; generated types up to date`);
