// "Did you mean ...?" for a misspelt id or key: the closest known name within a few edits.

/** Edits between two names (insert, delete, replace, swap two neighbours), case ignored. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** The known name closest to `wrong`, if it is close enough to be a typo. */
export function closest(wrong: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.min(3, Math.floor(wrong.length / 3)));
  for (const name of known) {
    const d = distance(wrong, name);
    if (d <= bestDistance && name !== wrong) {
      best = name;
      bestDistance = d - 1;
    }
  }
  return best;
}

/** ` Did you mean "x"?` or '' (to append to a message or a fix). */
export function didYouMean(wrong: string, known: Iterable<string>): string {
  const found = closest(wrong, known);
  return found ? ` Did you mean "${found}"?` : '';
}

/** `Did you mean "x"? ` or '' (to put at the head of a fix). */
export function suggestFix(wrong: string, known: Iterable<string>): string {
  const found = closest(wrong, known);
  return found ? `Did you mean "${found}"? ` : '';
}
