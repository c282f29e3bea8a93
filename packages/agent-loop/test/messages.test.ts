import { describe, expect, it } from "vitest";
import { emptyUsage } from "../src/index.ts";

describe("emptyUsage", () => {
  it("starts every count at zero and returns a fresh object each time", () => {
    const a = emptyUsage();
    a.cost.total = 5;
    expect(emptyUsage().cost.total).toBe(0);
    expect(emptyUsage()).toEqual({
      input: 0,
      output: 0,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 0,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
    });
  });
});
