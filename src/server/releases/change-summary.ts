// What the audit keeps of a change: the files it touched (the semantic diff, release-diff.ts,
// adds its lines once it is in).
import type { ReleaseFiles } from '../../config/index.js';
import { changesBetween } from './content.js';

export function changeSummary(before: ReleaseFiles, after: ReleaseFiles): Record<string, unknown> {
  return { files: Object.keys(changesBetween(before, after)).sort() };
}
