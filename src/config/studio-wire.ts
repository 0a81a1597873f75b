// What the studio's findings route answers (GET /api/studio/findings; its schema is
// src/server/routes/studio/findings.ts's), as the server builds it and the studio reads it: one
// declaration for both sides, like delivery-wire.ts.
import type { ConfigIssue } from './types.js';

/** A checker finding with the form, journey or partner it is about (from its file and pointer). */
export interface StudioFinding extends ConfigIssue {
  formId?: string;
  journeyId?: string;
  partnerId?: string;
}

export interface StudioFindings {
  version: string;
  loadedAt: string;
  /** Warnings of the tree being served. */
  warnings: StudioFinding[];
  /** The newest tree the server refused (it goes on serving the last good one), with its errors. */
  refused: null | { at: string; issues: StudioFinding[] };
}
