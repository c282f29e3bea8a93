/**
 * A sentence cut into words, in any mix of English and Chinese: the
 * platform's `Intl.Segmenter` knows where Chinese words end, and paths such as
 * `notes/first-note.md` are kept whole (the segmenter would cut them at "/").
 */
const segmenter = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * A path as people type it: folders with slashes ("notes/", "notes/a.md"), a name with an extension ("a.txt"),
 * or a name in any script with an extension after a space or a quote ("天气.md"; glued to Chinese words,
 * as in "读取README.md", only the Latin part is the name).
 */
export const PATH_PATTERN = new RegExp(
  [
    String.raw`(?<=^|[\s"'“「（(:：])[\p{Script=Han}\p{N}_-]+\.[A-Za-z]\w{1,5}(?![\w/])`,
    String.raw`(?:[\w.-]+\/)+(?:[\w-]+(?:\.[\w-]+)*)?`,
    String.raw`[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w{1,5}(?![\w/])`,
  ].join("|"),
  "gu",
);

/** The paths in the text, in order. A file name that ends a sentence loses the sentence's full stop. */
export function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH_PATTERN)].map((match) => match[0]).filter((path) => /[A-Za-z]/.test(path));
}

/** The words of the text, paths kept whole, English in lower case. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PATH_PATTERN)) {
    words.push(...segments(text.slice(last, match.index)), match[0].toLowerCase());
    last = match.index + match[0].length;
  }
  words.push(...segments(text.slice(last)));
  return words;
}

function segments(text: string): string[] {
  return [...segmenter.segment(text)]
    .filter((segment) => segment.isWordLike || /^[’']\w/.test(segment.segment))
    .map((segment) => segment.segment.toLowerCase());
}

/** Does the text hold Chinese characters? */
export function hasHan(text: string): boolean {
  return /\p{Script=Han}/u.test(text);
}
