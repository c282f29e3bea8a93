/** KIT_COMMAND_LIMIT_S: the bound on a command the course runs, set for a busy machine. */
import { expect, it } from "vitest";
import { commandLimitMs } from "../src/command-limit.ts";

it("takes KIT_COMMAND_LIMIT_S in seconds when it is set, the default otherwise", () => {
  expect(commandLimitMs(60_000, {})).toBe(60_000);
  expect(commandLimitMs(60_000, { KIT_COMMAND_LIMIT_S: "" })).toBe(60_000);
  expect(commandLimitMs(60_000, { KIT_COMMAND_LIMIT_S: "600" })).toBe(600_000);
  expect(commandLimitMs(60_000, { KIT_COMMAND_LIMIT_S: "1.5" })).toBe(1_500);
});

it("refuses a value that is not a number of seconds, naming the variable and the value", () => {
  for (const bad of ["ten", "0", "-5", "Infinity"]) {
    expect(() => commandLimitMs(60_000, { KIT_COMMAND_LIMIT_S: bad })).toThrow(`KIT_COMMAND_LIMIT_S="${bad}"`);
  }
});
