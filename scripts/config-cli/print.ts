// What the commands print: plain text a person reads in a terminal (every command also has a
// --json where a script may want the answer itself).
import type { AuditRecord, ConfigIssue, Draft, Release, ReleaseDiff } from './types.js';

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '-');

export function releaseLine(release: Release): string {
  const authors = release.authors.join(', ');
  const by = release.approver ? `${authors}, approved by ${release.approver}` : authors;
  const rollback = release.rollbackOf !== null ? ` (rolls back to ${release.rollbackOf})` : '';
  const share = release.share ? ` on ${release.share.share}% of new visits (base ${release.share.base}${release.share.changedBy === 'guardrail' ? ', stopped by the guardrail' : ''})` : '';
  return `#${release.number} ${release.status}${share} ${release.kind}${rollback}, effective ${when(release.effectiveAt)} — ${release.message || '(no message)'} [${by}]`;
}

export function releaseList(effective: number | null, releases: Release[]): string {
  if (releases.length === 0) return 'No releases yet.';
  const lines = [...releases].sort((a, b) => b.number - a.number).map((r) => `${r.number === effective ? '*' : ' '} ${releaseLine(r)}`);
  return [`Effective release: ${effective ?? 'none'}`, ...lines].join('\n');
}

export function draftLine(draft: Draft): string {
  const review = draft.reviewer ? `; reviewed by ${draft.reviewer}${draft.reviewComment ? `: "${draft.reviewComment}"` : ''}` : '';
  const release = draft.release !== null ? `; release ${draft.release}` : '';
  return `Draft ${draft.id} (base ${draft.base}) ${draft.status} by ${draft.authors.join(', ')}, ${draft.files.length} changed file(s), ${draft.findings.length} finding(s)${review}${release}`;
}

export function findingsText(findings: ConfigIssue[]): string {
  if (findings.length === 0) return 'The checker found nothing to fix.';
  const errors = findings.filter((f) => f.severity !== 'warning').length;
  const lines = findings.map((f) => `  ${f.severity === 'warning' ? 'warning' : 'error  '} ${f.file}${f.pointer ? ` ${f.pointer}` : ''}: ${f.message}\n          fix: ${f.fix}`);
  return [`The checker found ${errors} error(s) and ${findings.length - errors} warning(s):`, ...lines].join('\n');
}

const DIFF_WORDS = {
  en: { none: 'No differences.', files: (n: number) => `${n} file(s) differ`, added: 'added', removed: 'removed', changed: 'changed' },
  ar: { none: 'لا فروق.', files: (n: number) => `عدد الملفات المختلفة: ${n}`, added: 'مُضاف', removed: 'محذوف', changed: 'مُعدَّل' },
} as const;

/** Each file with its change, and under it the summary line of each of its entries. */
export function diffText(title: string, diff: ReleaseDiff, lang: 'en' | 'ar'): string {
  const words = DIFF_WORDS[lang];
  if (diff.files.length === 0 && diff.entries.length === 0) return `${title}\n${words.none}`;
  const lines = [title, words.files(diff.files.length)];
  const listed = new Set(diff.files.map((f) => f.file));
  const groups = [...diff.files, ...[...new Set(diff.entries.map((e) => e.file))].filter((f) => !listed.has(f)).map((file) => ({ file, change: 'changed' as const }))];
  for (const { file, change } of groups) {
    lines.push('', `${file} (${words[change]})`);
    for (const entry of diff.entries.filter((e) => e.file === file)) lines.push(`  - ${entry.summary[lang]}`);
  }
  return lines.join('\n');
}

export function auditText(records: AuditRecord[], next: number | null): string {
  if (records.length === 0) return 'No audit entries.';
  const lines = records.map((r) => {
    const details = Object.keys(r.details).length > 0 ? ` ${JSON.stringify(r.details)}` : '';
    return `${when(r.at)}  ${r.actor}  ${r.action}${r.target ? ` ${r.target}` : ''}${r.clientAddress ? ` from ${r.clientAddress}` : ''}${details}`;
  });
  if (next !== null) lines.push(`More: add --before ${next}`);
  return lines.join('\n');
}
