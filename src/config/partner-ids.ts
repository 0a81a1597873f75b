// The rules for a new partner's id and the insurer's source business id, in one place for the
// studio's onboarding form and `npm run partner:new` (the checker, lint-partners.ts, refuses the
// same cases in a whole tree).
import { DEFAULT_PARTNER_ID, DEFAULT_SRC_BUS_ID } from './resolve.js';

/** The id names the file (partners/<id>.json), so no dots or slashes. */
export const PARTNER_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** As the partner meta-schema's srcBusId pattern. */
export const SRC_BUS_ID_PATTERN = /^[A-Z0-9]{1,10}$/;

/** A partner already in the tree: its id, name, and the source business id it books under. */
export interface KnownPartner { id: string; name: string; srcBusId?: string }

export type PartnerIdProblem = { kind: 'format' } | { kind: 'taken'; id: string };
/** `code`: the source business id refused. */
export type SrcBusIdProblem = { kind: 'missing' } | { kind: 'format' } | { kind: 'own'; code: string } | { kind: 'taken'; code: string; partner: string };

export function partnerIdProblem(id: string, known: KnownPartner[]): PartnerIdProblem | null {
  if (!PARTNER_ID_PATTERN.test(id)) return { kind: 'format' };
  if (known.some((k) => k.id === id)) return { kind: 'taken', id };
  return null;
}

/** Why a source business id cannot be a new partner's: missing, malformed, the insurer's own, or another partner's. */
export function srcBusIdProblem(srcBusId: string, known: KnownPartner[]): SrcBusIdProblem | null {
  if (!srcBusId) return { kind: 'missing' };
  if (!SRC_BUS_ID_PATTERN.test(srcBusId)) return { kind: 'format' };
  const own = known.find((k) => k.id === DEFAULT_PARTNER_ID)?.srcBusId ?? DEFAULT_SRC_BUS_ID;
  if (srcBusId === own || srcBusId === DEFAULT_SRC_BUS_ID) return { kind: 'own', code: srcBusId };
  const owner = known.find((k) => k.id !== DEFAULT_PARTNER_ID && k.srcBusId === srcBusId);
  return owner ? { kind: 'taken', code: srcBusId, partner: owner.name } : null;
}

/** The partners among a tree's files (partners/<id>.json -> content). */
export function knownPartners(files: Record<string, unknown>): KnownPartner[] {
  return Object.entries(files).flatMap(([path, content]) => {
    const match = /^partners\/([^/]+)\.json$/.exec(path);
    if (!match || !content || typeof content !== 'object') return [];
    const data = content as { name?: unknown; srcBusId?: unknown };
    return [{ id: match[1]!, name: typeof data.name === 'string' ? data.name : match[1]!, ...(typeof data.srcBusId === 'string' ? { srcBusId: data.srcBusId } : {}) }];
  });
}
