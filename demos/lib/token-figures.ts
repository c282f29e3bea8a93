/**
 * How far pi's token estimate (characters / 4, `estimateTokens`) is from a real
 * tokenizer, in Chinese and in English. Measured once with gpt-tokenizer's
 * o200k_base encoding, so the demos need no tokenizer at run time;
 * course/test/token-figures.test.ts measures again and fails if a figure drifts.
 */
export const TOKEN_FIGURES = {
  /** A short question: `Math.ceil(7 / 4)` = 2 estimated. */
  question: { text: "什么是会话树？", characters: 7, estimate: 2, real: 6 },
  /** The teaching model's Chinese answer to 压缩是怎么工作的？ (the glossary's row, docs/zh-CN/glossary.md). */
  chineseAnswer: { characters: 107, estimate: 27, real: 66 },
  /** Its answer to "How does compaction work?" (docs/glossary.md). */
  englishAnswer: { characters: 202, estimate: 51, real: 48 },
} as const;
