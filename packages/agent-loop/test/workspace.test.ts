import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTeachingTools, sampleWorkspaceDir, type Tool, textOf } from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";
import { resolveInWorkspace } from "../src/teaching/workspace.ts";

let base: string; // holds the workspace and, beside it, a folder the tools must never reach
let workspace: string;
let outside: string;
let tools: Tool[];
const signal = new AbortController().signal;

async function use(name: string, args: Record<string, unknown>) {
  const outcome = await runToolCall({ type: "toolCall", id: "c", name, arguments: args }, tools, signal);
  return { text: textOf(outcome.content), isError: outcome.isError };
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), "agent-loop-ws-"));
  workspace = join(base, "workspace");
  outside = join(base, "outside");
  await mkdir(join(workspace, "docs"), { recursive: true });
  await mkdir(outside);
  await writeFile(join(workspace, "hello.txt"), "hello\n");
  await writeFile(join(outside, "secret.txt"), "top secret\n");
  tools = createTeachingTools({ workspace, maxLines: 5, maxChars: 200 });
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("the workspace guard", () => {
  it("refuses a path that climbs out with ..", async () => {
    const result = await use("read_file", { path: "../outside/secret.txt" });
    expect(result).toEqual({
      isError: true,
      text: 'Error: read_file failed: "../outside/secret.txt" leaves the workspace; paths must stay inside it.',
    });
    expect(await use("write_file", { path: "docs/../../outside/new.txt", content: "x" })).toMatchObject({
      isError: true,
    });
  });

  it("refuses an absolute path, even one that points inside", async () => {
    const result = await use("read_file", { path: join(workspace, "hello.txt") });
    expect(result.isError).toBe(true);
    expect(result.text).toContain("is an absolute path; give a path relative to the workspace");
  });

  it("refuses a symbolic link that points outside, for reading and for writing", async () => {
    await symlink(join(outside, "secret.txt"), join(workspace, "link.txt"));
    expect((await use("read_file", { path: "link.txt" })).text).toContain(
      "leads outside the workspace through a symbolic link",
    );
    expect((await use("write_file", { path: "link.txt", content: "overwritten" })).isError).toBe(true);
    expect(await readFile(join(outside, "secret.txt"), "utf8")).toBe("top secret\n");
  });

  it("refuses to write a new file under a linked folder that points outside", async () => {
    await symlink(outside, join(workspace, "escape"));
    const result = await use("write_file", { path: "escape/planted.txt", content: "x" });
    expect(result.text).toContain("leads outside the workspace through a symbolic link");
    const deeper = await use("write_file", { path: "escape/a/b/planted.txt", content: "x" });
    expect(deeper.isError).toBe(true);
    await expect(readFile(join(outside, "planted.txt"), "utf8")).rejects.toThrow(/ENOENT/);
  });

  it("refuses a link that points nowhere, which a write would follow", async () => {
    await symlink(join(outside, "not-yet.txt"), join(workspace, "dangling.txt"));
    const result = await use("write_file", { path: "dangling.txt", content: "x" });
    expect(result.text).toContain("symbolic link that points nowhere");
    await expect(readFile(join(outside, "not-yet.txt"), "utf8")).rejects.toThrow(/ENOENT/);
  });

  it("allows links that stay inside the workspace", async () => {
    await symlink(join(workspace, "hello.txt"), join(workspace, "alias.txt"));
    expect(await use("read_file", { path: "alias.txt" })).toEqual({ isError: false, text: "hello" });
  });

  it("resolves a not-yet-existing file through its nearest existing folder", async () => {
    const target = await resolveInWorkspace(workspace, "docs/new/deep.md", { mustExist: false });
    expect(target.endsWith(join("workspace", "docs", "new", "deep.md"))).toBe(true);
    await expect(resolveInWorkspace(workspace, "docs/new/deep.md", { mustExist: true })).rejects.toThrow(
      /does not exist/,
    );
  });
});

describe("the teaching tools", () => {
  it("list_files lists a folder, folders with a slash, in a stable order", async () => {
    await writeFile(join(workspace, "docs", "b.md"), "b");
    expect(await use("list_files", {})).toEqual({ isError: false, text: "docs/\nhello.txt" });
    expect(await use("list_files", { path: "docs" })).toEqual({ isError: false, text: "b.md" });
  });

  it("read_file cuts a long file with a marker that says what was left out and how to read on", async () => {
    const lines = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`);
    await writeFile(join(workspace, "long.txt"), `${lines.join("\n")}\n`);
    const first = await use("read_file", { path: "long.txt" });
    expect(first.text).toBe(
      "line 1\nline 2\nline 3\nline 4\nline 5\n\n" +
        "[... 7 more lines (51 characters) not shown. To read on, call read_file with offset=6.]",
    );
    const last = await use("read_file", { path: "long.txt", offset: 11 });
    expect(last.text).toBe("line 11\nline 12");
    expect((await use("read_file", { path: "long.txt", offset: 40 })).text).toContain("offset 40 is past the end");
  });

  it("read_file also cuts by characters, and says so for a single very long line", async () => {
    await writeFile(join(workspace, "wide.txt"), `${"x".repeat(450)}\nshort\n`);
    const result = await use("read_file", { path: "wide.txt" });
    expect(result.text).toBe(
      `${"x".repeat(200)}\n\n[... 1 more line (256 characters) not shown. ` +
        "Line 1 was cut after 200 characters. To read on, call read_file with offset=2.]",
    );
  });

  it("write_file creates missing folders and reports what it wrote", async () => {
    expect(await use("write_file", { path: "notes/today.md", content: "# Today\n" })).toEqual({
      isError: false,
      text: "Wrote 8 characters to notes/today.md.",
    });
    expect(await readFile(join(workspace, "notes", "today.md"), "utf8")).toBe("# Today\n");
  });

  it("read_file on a missing file or a folder says what to do instead", async () => {
    expect((await use("read_file", { path: "nope.md" })).text).toContain(
      '"nope.md" does not exist in the workspace. List the files',
    );
    expect((await use("read_file", { path: "docs" })).text).toContain('"docs" is a folder; use list_files');
  });

  it("the sample workspace ships with the package", async () => {
    tools = createTeachingTools({ workspace: sampleWorkspaceDir });
    const listing = await use("list_files", {});
    expect(listing.text.split("\n")).toEqual(expect.arrayContaining(["README.md", "agent-loop.md", "notes/"]));
  });
});
