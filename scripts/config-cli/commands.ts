// The commands of `npm run config -- <command>`: each one staff API call (import and export are
// in transfer.ts), printed for a person, or as the API's JSON with --json where a script reads it.
import { CliError, dataOf } from './client.js';
import { draftId, releaseNumber, requiredOption, stringOption, type Command, type Context, type Parsed } from './command.js';
import { auditText, diffText, draftLine, releaseLine, releaseList } from './print.js';
import { exportCommand, importCommand } from './transfer.js';
import type { AuditRecord, Draft, Release, ReleaseDiff } from './types.js';

const json = { type: 'boolean' } as const;
const show = (context: Context, args: Parsed, answer: unknown, text: () => string) => context.out(args.values.json ? JSON.stringify(answer, null, 2) : text());

async function post<T>(context: Context, path: string, body: Record<string, unknown>): Promise<T> {
  return dataOf<T>(await context.client.request('POST', path, { body }));
}

/** A draft action: POST /api/staff/drafts/<id>/<action> with the body, then the draft as it now stands. */
function draftAction(action: 'submit' | 'approve' | 'reject', usage: string, help: string, body: (args: Parsed) => Record<string, unknown>, options: Command['options']): Command {
  return {
    usage, help, options: { ...options, json }, positionals: [1, 1],
    run: async (context, args) => {
      const draft = await post<Draft>(context, `/api/staff/drafts/${draftId(args.positionals[0])}/${action}`, body(args));
      show(context, args, draft, () => draftLine(draft));
    },
  };
}

const optional = (name: string, value: string | undefined) => (value?.trim() ? { [name]: value.trim() } : {});

export const COMMANDS: Record<string, Command> = {
  list: {
    usage: 'list [--json]',
    help: 'Lists the releases, newest first; * marks the effective one. (GET /api/staff/releases)',
    options: { json }, positionals: [0, 0],
    run: async (context, args) => {
      const answer = dataOf<{ effective: number | null; releases: Release[] }>(await context.client.request('GET', '/api/staff/releases'));
      show(context, args, answer, () => releaseList(answer.effective, answer.releases));
    },
  },
  diff: {
    usage: 'diff <from> <to> | diff --draft <id>   [--lang ar] [--json]',
    help: 'What changed between two releases, or in a draft against its base: each file, and a line per change '
      + '(texts in English and Arabic, plan rows, form rules in plain words). --lang ar prints the Arabic lines. '
      + '(GET /api/staff/diff?from=&to=, GET /api/staff/drafts/<id>/diff)',
    options: { draft: { type: 'string' }, lang: { type: 'string' }, json }, positionals: [0, 2],
    run: async (context, args) => {
      const lang = stringOption(args, 'lang') ?? 'en';
      if (lang !== 'en' && lang !== 'ar') throw new CliError('--lang is en or ar.');
      const draft = stringOption(args, 'draft');
      let diff: ReleaseDiff;
      let title: string;
      if (draft !== undefined) {
        if (args.positionals.length > 0) throw new CliError('Give either --draft <id> or two release numbers, not both.');
        diff = dataOf(await context.client.request('GET', `/api/staff/drafts/${draftId(draft)}/diff`));
        title = lang === 'ar' ? `المسودة ${draft} مقارنةً بأساسها` : `Draft ${draft} against its base`;
      } else {
        if (args.positionals.length !== 2) throw new CliError('diff needs two release numbers (diff 3 5), or --draft <id>.');
        const from = releaseNumber(args.positionals[0], 'from');
        const to = releaseNumber(args.positionals[1], 'to');
        diff = dataOf(await context.client.request('GET', `/api/staff/diff?from=${from}&to=${to}`));
        title = lang === 'ar' ? `الإصدار ${from} ← ${to}` : `Release ${from} → ${to}`;
      }
      show(context, args, diff, () => diffText(title, diff, lang));
    },
  },
  export: exportCommand,
  import: importCommand,
  submit: draftAction('submit', 'submit <draft> [-m message] [--json]', 'Sends the draft for approval by someone else. (POST /api/staff/drafts/<id>/submit)',
    (args) => optional('message', stringOption(args, 'message')), { message: { type: 'string', short: 'm' } }),
  approve: draftAction('approve', 'approve <draft> [-c comment] [--json]', 'Approves a submitted draft (approver role; none of its authors). (POST /api/staff/drafts/<id>/approve)',
    (args) => optional('comment', stringOption(args, 'comment')), { comment: { type: 'string', short: 'c' } }),
  reject: draftAction('reject', 'reject <draft> -c comment [--json]', 'Sends a submitted draft back to its author, saying why. (POST /api/staff/drafts/<id>/reject)',
    (args) => ({ comment: requiredOption(args, 'comment', '-c <comment>') }), { comment: { type: 'string', short: 'c' } }),
  publish: {
    usage: 'publish <draft> [--at ISO-time] [--share 1-100] [--json]',
    help: 'Publishes an approved draft as a new release, now or at the given time (e.g. 2026-07-01T00:00:00+04:00), '
      + 'to every new visit or to a share of them (staged, docs/releases.md). (POST /api/staff/drafts/<id>/publish)',
    options: { at: { type: 'string' }, share: { type: 'string' }, json }, positionals: [1, 1],
    run: async (context, args) => {
      const at = stringOption(args, 'at');
      if (at !== undefined && (!/^\d{4}-\d{2}-\d{2}T/.test(at) || Number.isNaN(Date.parse(at)))) {
        throw new CliError(`--at takes an ISO time such as 2026-07-01T00:00:00+04:00 (got "${at}").`);
      }
      const share = stringOption(args, 'share');
      const body = { ...(at ? { effectiveAt: new Date(at).toISOString() } : {}), ...(share !== undefined ? { share: percent(share, 1) } : {}) };
      const release = await post<Release>(context, `/api/staff/drafts/${draftId(args.positionals[0])}/publish`, body);
      show(context, args, release, () => `Published: ${releaseLine(release)}`);
    },
  },
  rollback: {
    usage: 'rollback <release> -r reason [--json]',
    help: 'Goes back to an earlier release, as a new release with the reason. A release manager does it alone; '
      + 'anyone else gets a draft that needs approval. (POST /api/staff/releases/<n>/rollback)',
    options: { reason: { type: 'string', short: 'r' }, json }, positionals: [1, 1],
    run: async (context, args) => {
      const number = releaseNumber(args.positionals[0]);
      const answer = await post<{ release?: Release; draft?: Draft }>(context, `/api/staff/releases/${number}/rollback`, { reason: requiredOption(args, 'reason', '-r <reason>') });
      show(context, args, answer, () => (answer.release ? `Rolled back: ${releaseLine(answer.release)}`
        : answer.draft ? `${draftLine(answer.draft)}\nIt needs approval: npm run config -- submit ${answer.draft.id}` : 'Rolled back.'));
    },
  },
  share: {
    usage: 'share <release> <0-100> -r reason [--json]',
    help: "Changes a staged release's share of new visits: 100 promotes it to every visit, 0 stops it. "
      + 'Whoever may publish; none of its authors raises it. (POST /api/staff/releases/<n>/share)',
    options: { reason: { type: 'string', short: 'r' }, json }, positionals: [2, 2],
    run: async (context, args) => {
      const number = releaseNumber(args.positionals[0]);
      const release = await post<Release>(context, `/api/staff/releases/${number}/share`, { share: percent(args.positionals[1], 0), reason: requiredOption(args, 'reason', '-r <reason>') });
      show(context, args, release, () => `Share set: ${releaseLine(release)}`);
    },
  },
  cancel: {
    usage: 'cancel <release> [--json]',
    help: 'Cancels a scheduled release before it takes effect. (POST /api/staff/releases/<n>/cancel)',
    options: { json }, positionals: [1, 1],
    run: async (context, args) => {
      const release = await post<Release>(context, `/api/staff/releases/${releaseNumber(args.positionals[0])}/cancel`, {});
      show(context, args, release, () => `Cancelled: ${releaseLine(release)}`);
    },
  },
  audit: {
    usage: 'audit [--limit N] [--action a] [--actor name] [--from ISO] [--to ISO] [--before id] [--json]',
    help: 'The audit trail, newest first: sign-ins, saves, approvals, publications, rollbacks. (GET /api/staff/audit)',
    options: { limit: { type: 'string' }, action: { type: 'string' }, actor: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, before: { type: 'string' }, json },
    positionals: [0, 0],
    run: async (context, args) => {
      const query = new URLSearchParams();
      for (const name of ['limit', 'action', 'actor', 'from', 'to', 'before']) {
        const value = stringOption(args, name);
        if (value !== undefined) query.set(name, value);
      }
      const answer = (await context.client.request('GET', `/api/staff/audit${query.size > 0 ? `?${query}` : ''}`)) as { data: AuditRecord[]; page: { next: number | null } };
      show(context, args, answer, () => auditText(answer.data, answer.page.next));
    },
  },
};

/** A share of new visits as the API takes it: a whole number from `min` to 100. */
function percent(text: string | undefined, min: 0 | 1): number {
  if (text === undefined || !/^\d{1,3}$/.test(text) || Number(text) < min || Number(text) > 100) throw new CliError(`A share is a whole number from ${min} to 100 (got "${text ?? ''}").`);
  return Number(text);
}
