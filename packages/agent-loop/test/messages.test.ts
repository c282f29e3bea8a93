import { describe, expect, it } from "vitest";
import { emptyUsage } from "../src/index.ts";

describe("emptyUsage", () => {
  it("starts every count at zero and returns a fresh object each time", () => {
    const a = emptyUsage();
    a.cost.total = 5;
    expect(emptyUsage().cost.total).toBe(0);
    // Every field of pi's Usage, nested ones as "cost.total", each at zero.
    const fields = (record: object, prefix = ""): string[] =>
      Object.entries(record).flatMap(([key, value]) =>
        typeof value === "object" ? fields(value, `${prefix}${key}.`) : [`${prefix}${key}=${value}`],
      );
    expect(fields(emptyUsage()).join(" ")).toBe(
      "input=0 output=0 cacheRead=0 cacheWrite=0 totalTokens=0 " +
        "cost.input=0 cost.output=0 cost.cacheRead=0 cost.cacheWrite=0 cost.total=0",
    );
  });
});
