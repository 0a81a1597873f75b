// `export` writes a release as files and `import` turns a folder of files into a draft on the
// effective release, so a team that reviews config in git keeps doing so (issue 22 item 2).
import path from 'node:path';
import { CliError, dataOf } from './client.js';
import { releaseNumber, stringOption, type Command } from './command.js';
import { fileText, filePath, importPlan, readTree, writeTree } from './files.js';
import { findingsText } from './print.js';
import type { ConfigIssue, Draft, ReleaseFiles, ReleaseTexts, SaveAnswer } from './types.js';

/** Texts for a portal that answers files only. */
const textsOf = (files: ReleaseFiles): ReleaseTexts => Object.fromEntries(Object.entries(files).map(([file, data]) => [file, fileText(data)]));

export const exportCommand: Command = {
  usage: 'export <release> <dir>',
  help: 'Writes the release\'s files under <dir> (schemas/forms, schemas/common, schemas/catalog, journeys, partners, locales), '
    + 'each exactly as the release holds it, byte for byte; a JSON file in those folders that the release does not hold is deleted, so <dir> mirrors it. '
    + '(GET /api/staff/releases/<n>/files)',
  options: {}, positionals: [2, 2],
  run: async (context, args) => {
    const number = releaseNumber(args.positionals[0]);
    const dir = path.resolve(args.positionals[1]!);
    const answer = dataOf<{ number: number; files: ReleaseFiles; texts?: ReleaseTexts }>(await context.client.request('GET', `/api/staff/releases/${number}/files`));
    const { written, removed } = await writeTree(dir, answer.texts ?? textsOf(answer.files));
    context.out(`Release ${number}: wrote ${written.length} file(s) under ${dir}${removed.length > 0 ? `; deleted ${removed.join(', ')}` : ''}.`);
  },
};

export const importCommand: Command = {
  usage: 'import <dir> [-m message]',
  help: 'Makes a draft on the effective release from the files under <dir> (the folders export writes): every new or '
    + 'changed file is saved into it and every file <dir> lacks is removed from it; prints what the checker found and '
    + 'the draft id for submit. (GET /api/staff/releases, GET .../files, POST /api/staff/drafts, '
    + 'PUT and DELETE /api/staff/drafts/<id>/files/<path>)',
  options: { message: { type: 'string', short: 'm' } }, positionals: [1, 1],
  run: async (context, args) => {
    const dir = path.resolve(args.positionals[0]!);
    const local = await readTree(dir);
    // An empty or mistyped folder would otherwise be a draft that deletes the whole config.
    if (Object.keys(local).length === 0) throw new CliError(`No config files under ${dir} (expected schemas/forms/*.json, locales/*.json, ...).`);
    const { effective } = dataOf<{ effective: number | null }>(await context.client.request('GET', '/api/staff/releases'));
    if (effective === null) throw new CliError('There is no effective release to base a draft on.');
    const base = dataOf<{ files: ReleaseFiles; texts?: ReleaseTexts }>(await context.client.request('GET', `/api/staff/releases/${effective}/files`));
    const plan = importPlan(base.texts ?? textsOf(base.files), local);
    if (plan.save.length === 0 && plan.remove.length === 0) {
      context.out(`Nothing to import: ${dir} holds release ${effective} as it is.`);
      return;
    }
    const message = stringOption(args, 'message')?.trim() || `Imported from ${path.basename(dir)}`;
    const draft = dataOf<Draft>(await context.client.request('POST', '/api/staff/drafts', { body: { base: effective, message } }));
    let revision = draft.revision;
    // Each save answers the findings of the whole tree as it now stands: the last answer is the draft's.
    let findings: ConfigIssue[] = draft.findings ?? [];
    const saved = async (answer: unknown) => {
      const result = dataOf<SaveAnswer>(answer);
      revision = result.revision;
      findings = result.findings;
    };
    for (const file of plan.save) {
      await saved(await context.client.request('PUT', `/api/staff/drafts/${draft.id}/files/${filePath(file)}`, { jsonText: local[file]!, headers: { 'if-match': String(revision) } }));
    }
    for (const file of plan.remove) {
      await saved(await context.client.request('DELETE', `/api/staff/drafts/${draft.id}/files/${filePath(file)}?remove=1`, { headers: { 'if-match': String(revision) } }));
    }
    context.out([
      `Draft ${draft.id} on release ${effective}: ${plan.save.length} file(s) saved${plan.save.length ? ` (${plan.save.join(', ')})` : ''}, `
        + `${plan.remove.length} removed${plan.remove.length ? ` (${plan.remove.join(', ')})` : ''}.`,
      findingsText(findings),
      `Next: npm run config -- diff --draft ${draft.id}, then npm run config -- submit ${draft.id}`,
    ].join('\n'));
  },
};
