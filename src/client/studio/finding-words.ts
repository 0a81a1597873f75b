// A finding in the studio's language: the checker gives every finding in Arabic too;
// a finding without (a developer's check) stays in English, marked so the browser reads it left to right.
import type { StudioFinding } from './studio-api.js';

export interface FindingWords { message: string; fix: string; lang: 'en' | 'ar' }

export function findingWords(finding: Pick<StudioFinding, 'message' | 'fix' | 'ar'>, language: string): FindingWords {
  if (language.startsWith('ar') && finding.ar) return { ...finding.ar, lang: 'ar' };
  return { message: finding.message, fix: finding.fix, lang: 'en' };
}
