// An Arabic help text keeps its ids, paths and code in Latin (`form.<field>`, /partners/acme.svg,
// schemas/forms/<id>.json). Left to the bidi algorithm inside a right-to-left paragraph, the
// neutral characters at their ends (a leading "/", "<", "{", "`") are laid out right to left
// and land on the wrong side. Each Latin run is therefore isolated left to right (<bdi dir=ltr>);
// the brackets and punctuation around it stay with the Arabic sentence.

export interface BidiRun {
  text: string;
  ltr: boolean;
}

/** A run of characters with no Arabic letter or Arabic punctuation in it. */
const NON_ARABIC = /[^\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/g;
/** What may stay at the edge of a Latin run: a letter, a digit or a code character. */
const EDGE_START = /[A-Za-z0-9`'"{<$/#@\-_.?*~([]/;
const EDGE_END = /[A-Za-z0-9`'"}>$/#@\-_*%)\]]/;
const count = (text: string, char: string) => text.split(char).length - 1;

/** Trims a Latin run to its code: no spaces or sentence punctuation at its ends, and no bracket
 * whose partner is outside it (a sentence's "(" belongs to the sentence). */
function core(run: string): [number, number] {
  let start = 0;
  let end = run.length;
  for (;;) {
    const before = [start, end];
    while (start < end && !EDGE_START.test(run[start]!)) start++;
    while (end > start && !EDGE_END.test(run[end - 1]!)) end--;
    const inner = run.slice(start, end);
    for (const [open, close] of [['(', ')'], ['[', ']']] as const) {
      if (inner.endsWith(close) && count(inner, open) < count(inner, close)) end--;
      else if (inner.startsWith(open) && count(inner, open) > count(inner, close)) start++;
    }
    if (before[0] === start && before[1] === end) return [start, end];
  }
}

export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  const push = (part: string, ltr: boolean) => {
    if (!part) return;
    const last = runs[runs.length - 1];
    if (last && last.ltr === ltr) last.text += part;
    else runs.push({ text: part, ltr });
  };
  let at = 0;
  for (const match of text.matchAll(NON_ARABIC)) {
    push(text.slice(at, match.index), false);
    const [start, end] = core(match[0]);
    // A run with no letter or digit ("(", " - ", "، ") is only punctuation of the sentence.
    const code = match[0].slice(start, end);
    if (/[A-Za-z0-9]/.test(code)) {
      push(match[0].slice(0, start), false);
      runs.push({ text: code, ltr: true });
      push(match[0].slice(end), false);
    } else push(match[0], false);
    at = match.index + match[0].length;
  }
  push(text.slice(at), false);
  return runs;
}
