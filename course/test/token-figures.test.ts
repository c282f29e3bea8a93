/**
 * The figures demo 06 and chapter 06 give for pi's token estimate against a
 * real tokenizer (demos/lib/token-figures.ts), measured again: gpt-tokenizer's
 * o200k_base encoding ships in the package, so this runs offline.
 */

import { userMessage } from "@kit/agent-loop";
import { estimateTokens } from "@kit/compaction";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { TOKEN_FIGURES } from "../../demos/lib/token-figures.ts";
import { ANSWERS } from "../../packages/agent-loop/src/teaching/answers.ts";

function measure(text: string) {
  return { characters: text.length, estimate: estimateTokens(userMessage(text, 0)), real: encode(text).length };
}

describe("pi's token estimate against a real tokenizer", () => {
  it("counts the short Chinese question as the demo says: 2 estimated, 6 real", () => {
    const { text, ...figures } = TOKEN_FIGURES.question;
    expect(measure(text)).toEqual(figures);
  });

  it("counts the teaching model's compaction answer as the demo says, in Chinese and in English", () => {
    expect(measure(ANSWERS.zh.compaction)).toEqual(TOKEN_FIGURES.chineseAnswer);
    expect(measure(ANSWERS.en.compaction)).toEqual(TOKEN_FIGURES.englishAnswer);
  });

  it("is about 3 times too low for Chinese and a little too high for English", () => {
    const ratio = ({ estimate, real }: { estimate: number; real: number }) => real / estimate;
    expect(ratio(TOKEN_FIGURES.chineseAnswer)).toBe(3);
    expect(ratio(TOKEN_FIGURES.englishAnswer)).toBeLessThan(1);
  });
});
