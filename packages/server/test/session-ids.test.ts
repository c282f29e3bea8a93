/** Session ids become file names in exactly one place; nothing else gets through. */
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HttpError } from "../src/errors.ts";
import { idOfFileName, newSessionFileId, sessionPath } from "../src/index.ts";

describe("sessionPath", () => {
  const dir = resolve("/srv/sessions");

  it("maps a plain id to a file directly in the folder", () => {
    expect(sessionPath(dir, "2026-01-01T09-00-00-000Z_abc")).toBe(join(dir, "2026-01-01T09-00-00-000Z_abc.jsonl"));
  });

  it.each(["..", "../x", "a/b", "a\\b", ".hidden", "a..b", "", "x".repeat(201), "a\0b", "é", "a b"])(
    "refuses %j with a 400",
    (id) => {
      expect(() => sessionPath(dir, id)).toThrow(HttpError);
      try {
        sessionPath(dir, id);
      } catch (error) {
        expect((error as HttpError).status).toBe(400);
      }
    },
  );

  it("quotes a refused id on one line, cut to 60 characters: a client cannot fill the log", () => {
    expect(() => sessionPath(dir, `${"x".repeat(300)}\n/etc`)).toThrow(/^"x{59}…" is not a session id: ids are/);
  });
});

describe("file names", () => {
  it("reads ids back from session files only", () => {
    expect(idOfFileName("abc.jsonl")).toBe("abc");
    expect(idOfFileName("abc.jsonl.lock")).toBeUndefined();
    expect(idOfFileName("abc.jsonl.torn")).toBeUndefined();
    expect(idOfFileName(".abc.jsonl")).toBeUndefined();
    expect(idOfFileName("notes.md")).toBeUndefined();
  });

  it("names a new file as pi does: creation time, then the session's UUID", () => {
    expect(newSessionFileId("2026-01-01T09:00:00.000Z", "1234")).toBe("2026-01-01T09-00-00-000Z_1234");
  });
});
