/**
 * How the local search splits text into words, in both languages. Chinese has no spaces between words, so a run of
 * Chinese characters is indexed as its single characters and each pair of neighbours ("会话树" gives 会, 会话, 话,
 * 话树, 树): a query of any Chinese word then matches. Other text splits at anything that is not a letter or digit.
 *
 * VitePress sends this function to the browser as its source text, so it must not use anything outside itself.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const run of text.toLowerCase().match(/\p{Script=Han}+|[\p{L}\p{N}_]+/gu) ?? []) {
    if (!/\p{Script=Han}/u.test(run)) {
      words.push(run);
      continue;
    }
    for (let index = 0; index < run.length; index++) {
      words.push(run[index]!);
      if (index + 1 < run.length) words.push(run.slice(index, index + 2));
    }
  }
  return words;
}
