/** Wrong codes per address (src/server/failed-joins.ts), with a clock the test moves. */
import { describe, expect, it } from "vitest";
import { FailedJoins, MAX_ADDRESSES } from "../src/server/failed-joins.ts";

describe("FailedJoins", () => {
  it("stops an address at the limit for a sliding minute, and no other", () => {
    let now = 0;
    const joins = new FailedJoins(2, () => now);
    joins.failed("10.0.0.5");
    now += 30_000;
    joins.failed("10.0.0.5");
    expect(joins.mayTry("10.0.0.5")).toBe(false);
    expect(joins.mayTry("10.0.0.6")).toBe(true);
    now += 30_001; // the first failure is a minute old
    expect(joins.mayTry("10.0.0.5")).toBe(true);
  });

  it("holds at most MAX_ADDRESSES addresses: past them a new one waits until old failures expire", () => {
    let now = 0;
    const joins = new FailedJoins(5, () => now);
    for (let i = 0; i < MAX_ADDRESSES; i++) joins.failed(`a${i}`);
    expect(joins.mayTry("newcomer")).toBe(false);
    joins.failed("newcomer"); // counted nowhere: the table does not grow
    expect(joins.addresses).toBe(MAX_ADDRESSES);
    now += 60_001;
    expect(joins.mayTry("newcomer")).toBe(true);
    expect(joins.addresses).toBe(0);
  });
});
