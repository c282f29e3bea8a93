/**
 * The line the request panel shows right after Compact: the change in the request's size, signed. A compaction whose
 * summary is longer than the messages it replaced makes the request grow, and the line must say so ("+3%"), not
 * "−-3%".
 */
import { describe, expect, it } from "vitest";
import { type CompactionSaving, percentChange, signedPercent } from "../src/web/model/compaction-saving.ts";

const saving = (tokensBefore: number, tokensAfter: number): CompactionSaving => ({
  entryId: "c1",
  tokensBefore,
  tokensAfter,
  messagesBefore: 10,
  messagesAfter: 2,
});

describe("compaction saving", () => {
  it("is negative when the request shrank, positive when it grew, nought when nothing was counted", () => {
    expect(percentChange(saving(494, 285))).toBe(-42);
    expect(percentChange(saving(494, 507))).toBe(3);
    expect(percentChange(saving(0, 120))).toBe(0);
  });

  it("shows its sign once, with a true minus sign", () => {
    expect(signedPercent(-42)).toBe("−42%");
    expect(signedPercent(3)).toBe("+3%");
    expect(signedPercent(0)).toBe("±0%");
  });
});
