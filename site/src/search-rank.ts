/**
 * How the local search weighs a page: a learner who searches a word should land on the chapter that teaches it first.
 * Before this, searching 压缩 listed the teacher's guide ("06 · 压缩", a short heading that outranks the chapter's
 * title) and then the glossary, and "06 · 压缩：教师资料 › “提问”的答案" among the first ten. So the chapters count
 * double, and the teacher's pages (the guide and the packs with the answers) a quarter: they still come up, last.
 *
 * VitePress sends this function to the browser as its source text, so it must not use anything outside itself.
 */
export function searchRank(documentId: string): number {
  if (/\/docs\/(teacher\/|teaching\.html)/.test(documentId)) return 0.25;
  if (/\/docs\/\d\d-[^/]*\.html/.test(documentId)) return 2;
  return 1;
}
