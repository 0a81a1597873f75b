// Spec sections 2 and 9: the document list rules, shared by the insurer adapter (parsing) and the
// browser (display order, labels). Pure: imports neither side.
/** One entry of getPolicyDoc's documentList (spec section 3, "Document entry"). */
export type PolicyDocument = {
  label: string;
  url: string;
};

/** Section 2's display order; labels not listed come after these, in the insurer's order. */
export const DOCUMENT_ORDER = [
  'Policy Schedule',
  'Premium Debit Note',
  'Premium Note',
  'Receipt',
  'Quote Schedule',
  'Proposal Form',
  'Partner Receipt',
  'Critical Illness',
  'Voucher',
] as const;

/** `label~~url`; an item without the separator or without a url is not a document. */
export function parseDocumentEntry(item: string): PolicyDocument | null {
  const at = item.indexOf('~~');
  if (at < 0) return null;
  const label = item.slice(0, at).trim();
  const url = item.slice(at + 2).trim();
  return label && url ? { label, url } : null;
}

/** Trailing " - <digits>" is the insurer's document serial, not part of the name a person reads. */
export function cleanDocumentLabel(label: string): string {
  const bare = label.replace(/\s+-\s+\d+\s*$/, '').trim();
  return bare === 'Critical Illness Document' ? 'Critical Illness' : bare;
}

function rank(label: string): number {
  const exact = DOCUMENT_ORDER.findIndex((name) => name.toLowerCase() === label.toLowerCase());
  if (exact >= 0) return exact;
  // The spec names "a partner receipt" and "a voucher type" without their exact labels.
  if (/partner.*receipt/i.test(label)) return DOCUMENT_ORDER.indexOf('Partner Receipt');
  if (/voucher/i.test(label)) return DOCUMENT_ORDER.indexOf('Voucher');
  return DOCUMENT_ORDER.length;
}

/** Cleans labels, keeps the first of each cleaned label, and sorts into the section 2 order. */
export function arrangeDocuments(documents: PolicyDocument[]): PolicyDocument[] {
  const seen = new Set<string>();
  const kept: PolicyDocument[] = [];
  for (const doc of documents) {
    const label = cleanDocumentLabel(doc.label);
    if (seen.has(label)) continue;
    seen.add(label);
    kept.push({ label, url: doc.url });
  }
  // Array.prototype.sort is stable, so unlisted labels keep the insurer's order.
  return kept.sort((a, b) => rank(a.label) - rank(b.label));
}
