// What the audit keeps of a change: the files it touched and the first lines of its semantic
// diff in both languages (the whole diff is always one GET /api/staff/diff away).
import type { ReleaseFiles } from '../../config/index.js';
import { diffReleases } from '../../config/release-diff.js';

const AUDIT_LINES = 30;

export function changeSummary(before: ReleaseFiles, after: ReleaseFiles): Record<string, unknown> {
  const diff = diffReleases(before, after);
  return {
    files: diff.files.map((f) => f.file),
    changes: diff.entries.length,
    summary: diff.entries.slice(0, AUDIT_LINES).map((entry) => entry.summary),
  };
}
