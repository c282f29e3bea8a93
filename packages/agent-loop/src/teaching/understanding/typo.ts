/**
 * One typo, as people make them: a letter missing, one too many, one wrong, or
 * two letters swapped ("lsit", "raed", "fiels"). Short words allow only the
 * swap: "last" is not a typo of "list".
 */
export function isOneTypoAway(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (word.length < 4 || typed.length < 4) return false;
  if (word.length === 4) return isSwap(typed, word);
  return distance(typed, word) <= 1;
}

function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));
  const [i, j] = differ;
  return differ.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

/** Optimal string alignment distance: edits and swaps of neighbours, each counted once. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}
