/** What `npm start -- ...` may be asked, and the usage for anything else. */
import { expect, it } from "vitest";
import { parseStartArguments } from "../src/start-arguments.ts";

it("reads each form, and refuses anything else with the usage", () => {
  expect(parseStartArguments([])).toEqual({ kind: "serve" });
  expect(parseStartArguments(["--pi-sessions"])).toEqual({ kind: "pi-sessions", dir: undefined });
  expect(parseStartArguments(["--pi-sessions", "/d"])).toEqual({ kind: "pi-sessions", dir: "/d" });
  expect(parseStartArguments(["--continue-copy", "f.jsonl"])).toEqual({ kind: "continue-copy", file: "f.jsonl" });
  expect(parseStartArguments(["--export", "f.jsonl"])).toEqual({ kind: "export", file: "f.jsonl", out: undefined });
  expect(parseStartArguments(["--export", "f.jsonl", "--out", "o.html"])).toEqual({
    kind: "export",
    file: "f.jsonl",
    out: "o.html",
  });
  expect(() => parseStartArguments(["--export"])).toThrow(/--export needs a file\nusage: npm start/);
  expect(() => parseStartArguments(["--export", "f", "--out"])).toThrow(/--out needs a file/);
  expect(() => parseStartArguments(["--pi"])).toThrow(/unknown argument: --pi/);
  expect(() => parseStartArguments(["--pi-sessions", "/d", "x"])).toThrow(/unexpected: x/);
});
