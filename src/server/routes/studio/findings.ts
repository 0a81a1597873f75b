// The checker's findings as the studio shows them: each with the form, journey or partner it
// concerns when the file and pointer tell, so the studio can link a finding to its preview.
import { CONFIG_ISSUE_SCHEMA } from '../../../config/release-wire.js';
import type { StudioFinding, StudioFindings } from '../../../config/studio-wire.js';
import type { ConfigIssue } from '../../../config/types.js';
import type { ConfigState } from '../../config-state.js';
import { canReadFile, type StaffIdentity } from '../../staff/roles.js';

const segment = (pointer: string, index: number) => pointer.split('/')[index]?.replace(/~1/g, '/').replace(/~0/g, '~');

/** What a finding is about, from where it is: a form file, a partner's patch of a form, a form's texts. */
export function subjectOf(issue: ConfigIssue): Pick<StudioFinding, 'formId' | 'journeyId' | 'partnerId'> {
  const [folder, second, third] = issue.file.split('/');
  const stem = (name: string | undefined) => name?.replace(/\.json$/, '');
  if (folder === 'schemas' && second === 'forms') return { formId: stem(third) };
  if (folder === 'journeys') return { journeyId: stem(second) };
  if (folder === 'partners') {
    const partnerId = stem(second);
    const kind = segment(issue.pointer, 2);
    const id = segment(issue.pointer, 3);
    if (segment(issue.pointer, 1) === 'overrides' && id) {
      if (kind === 'forms') return { partnerId, formId: id };
      if (kind === 'journeys') return { partnerId, journeyId: id };
    }
    return { partnerId };
  }
  // A text of a form lives under forms.<formId>.* in the locale files.
  if (folder === 'locales' && segment(issue.pointer, 1) === 'forms') return { formId: segment(issue.pointer, 2) };
  return {};
}

/** The findings `staff` may read (a partner's staff: none on another partner's file), each with its subject. */
const annotate = (issues: ConfigIssue[], staff: StaffIdentity): StudioFinding[] =>
  issues.filter((issue) => canReadFile(staff, issue.file)).map((issue) => ({ ...issue, ...subjectOf(issue) }));

export function studioFindings(state: ConfigState, staff: StaffIdentity): StudioFindings {
  return {
    version: state.version,
    loadedAt: state.loadedAt,
    warnings: annotate(state.warnings, staff),
    refused: state.refused ? { at: state.refused.at, issues: annotate(state.refused.issues, staff) } : null,
  };
}

const findingSchema = {
  ...CONFIG_ISSUE_SCHEMA,
  properties: { ...CONFIG_ISSUE_SCHEMA.properties, formId: { type: 'string' }, journeyId: { type: 'string' }, partnerId: { type: 'string' } },
} as const;

export const findingsResponseSchema = {
  type: 'object',
  required: ['version', 'loadedAt', 'warnings', 'refused'],
  properties: {
    version: { type: 'string' },
    loadedAt: { type: 'string' },
    warnings: { type: 'array', items: findingSchema },
    refused: {
      type: 'object', nullable: true, required: ['at', 'issues'],
      properties: { at: { type: 'string' }, issues: { type: 'array', items: findingSchema } },
    },
  },
} as const;
