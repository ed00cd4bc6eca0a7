/** Levenshtein distance: the fewest one-character insertions, deletions and substitutions from a to b. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The candidates a mistyped word was likely meant to be: those within two edits of it (one for a word
 * of three letters or fewer, where two edits reach almost anything), or that contain it or that it
 * contains; the closest first.
 */
export function nearWords(word: string, candidates: readonly string[]): string[] {
  const limit = word.length <= 3 ? 1 : 2;
  return candidates
    .map((c) => ({ c, d: editDistance(c, word) }))
    .filter(({ c, d }) => d <= limit || (word.length >= 3 && (c.includes(word) || word.includes(c))))
    .sort((x, y) => x.d - y.d || (x.c < y.c ? -1 : 1))
    .map(({ c }) => c);
}

/** ` (did you mean a or b?)`, or nothing when no candidate is near. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const near = nearWords(word, candidates);
  return near.length > 0 ? ` (did you mean ${near.join(' or ')}?)` : '';
}
