// What the staff API answers, as the CLI reads it (issue 22 item 11). The server's route schemas
// are the authority; the CLI reads only these fields and prints the rest as it comes.
import type { ConfigIssue } from '../../src/config/types.js';

export type { ConfigIssue };
export type { ReleaseDiff, ReleaseFiles } from '../../src/config/release-diff.js';
export type { ReleaseTexts } from '../../src/config/release-layout.js';

export type { AuditRecord, Draft, Release } from '../../src/config/release-wire.js';

export interface SaveAnswer {
  revision: number;
  findings: ConfigIssue[];
}
