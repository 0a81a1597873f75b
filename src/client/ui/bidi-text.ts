/**
 * Texts of mixed direction as a customer reads them. Identifiers (quote and policy numbers,
 * plates, civil ids, phone numbers, amounts, dates) are left-to-right runs that must keep their
 * order inside Arabic sentences; insurer texts given in both languages are cut to one.
 */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * A left-to-right token: Latin letters, digits and the punctuation identifiers use, holding at
 * least one digit or being a run of upper-case Latin words (an insurer code such as
 * INVALID-LIC_DATE_EXPIRY), optionally led by "+" (phone numbers).
 */
// A token ends on a letter or digit, so a sentence's full stop stays outside the isolate.
const TOKEN = /\+?[A-Za-z0-9][A-Za-z0-9/._:,\-]*[A-Za-z0-9]|\+?\d/g;

export interface BidiPiece {
  text: string;
  ltr: boolean;
}

const isIdentifier = (token: string) => /\d/.test(token) || /^[A-Z][A-Z0-9_-]*[_-][A-Z0-9_-]*$/.test(token);

/** Splits a text into plain runs and the identifier runs to isolate. */
export function bidiPieces(text: string): BidiPiece[] {
  const pieces: BidiPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const start = match.index ?? 0;
    if (!isIdentifier(token)) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), ltr: false });
    pieces.push({ text: token, ltr: true });
    at = start + token.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), ltr: false });
  return pieces;
}

/**
 * "English / عربي" (or the other order) from an insurer that answers in both languages: the
 * half in the customer's language. A text not made of one half of each is kept whole.
 */
export function inLanguage(text: string, language: string): string {
  const halves = text.split(/\s+\/\s+/);
  if (halves.length !== 2) return text;
  const [first = '', second = ''] = halves;
  const firstArabic = ARABIC.test(first);
  if (firstArabic === ARABIC.test(second)) return text;
  const wantArabic = language === 'ar';
  return (firstArabic === wantArabic ? first : second).trim();
}
