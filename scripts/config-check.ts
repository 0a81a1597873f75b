// `npm run config:check`: the whole config tree plus the generated types; exit 1 on any problem.
// Never a stack trace: whatever stops the check is printed as one more problem, with a fix.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkConfigTree, configErrors, formatConfigIssues } from '../src/config/index.js';
import { ConfigFileError } from '../src/config/files.js';
import type { ConfigIssue } from '../src/config/types.js';
import { checkEditorLists, checkGeneratedTypes } from '../src/config/types-drift.js';

const root = process.cwd();

/** What stopped the check, as an issue: a meta-schema's own error, or the message's first line. */
function failure(error: unknown): ConfigIssue {
  if (error instanceof ConfigFileError) return error.issue;
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return {
    file: '', pointer: '',
    message: `The check could not finish: ${message}`,
    fix: 'Check that the config folders (schemas/, journeys/, partners/, locales/) are readable, then run `npm run config:check` again.',
  };
}

async function check(): Promise<number> {
  const issues = await checkConfigTree(root, { warnings: true });
  // The generated types and editor lists are compared with a tree that passed: a broken one has
  // nothing to compare, and its own problems say what to fix first.
  if (configErrors(issues).length === 0) issues.push(...(await checkGeneratedTypes(root)), ...(await checkEditorLists(root)));
  if (configErrors(issues).length > 0) {
    console.error(formatConfigIssues(issues));
    return 1;
  }
  // Warnings do not fail the check: they name what customers would see worded generically, etc.
  if (issues.length > 0) console.warn(formatConfigIssues(issues));
  const count = async (dir: string) => (await readdir(path.join(root, dir)).catch(() => [])).filter((f) => f.endsWith('.json')).length;
  const [forms, journeys, partners, catalogs, locales, metas] = await Promise.all(
    ['schemas/forms', 'journeys', 'partners', 'schemas/catalog', 'locales', 'schemas/meta'].map(count),
  );
  console.log(`config OK: ${forms} forms, ${journeys} journeys, ${partners} partners, ${catalogs} catalogs, ${locales} locales checked against ${metas} meta-schemas; generated types up to date`);
  return 0;
}

try {
  process.exitCode = await check();
} catch (error) {
  console.error(formatConfigIssues([failure(error)]));
  process.exitCode = 1;
}
