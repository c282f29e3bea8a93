// The guard against what another local process can do: FIFOs, huge or binary files, hard links, and a folder
// swapped for a symbolic link while a tool runs.
import { execFileSync } from "node:child_process";
import { link, mkdir, mkdtemp, open, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTeachingTools, type Tool, textOf } from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";

let base: string;
let workspace: string;
let outside: string;
let tools: Tool[];

async function use(name: string, args: Record<string, unknown>) {
  const call = { type: "toolCall" as const, id: "c", name, arguments: args };
  const outcome = await runToolCall(call, tools, new AbortController().signal, { timeoutMs: 5000 });
  return { text: textOf(outcome.content), isError: outcome.isError };
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), "agent-loop-guard-"));
  workspace = join(base, "workspace");
  outside = join(base, "outside");
  await mkdir(join(workspace, "real"), { recursive: true });
  await mkdir(outside);
  await writeFile(join(outside, "secret.txt"), "TOP SECRET\n");
  await writeFile(join(workspace, "real", "secret.txt"), "inside\n");
  tools = createTeachingTools({ workspace, maxLines: 5, maxChars: 200 });
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("read_file reads only regular files, and only what it shows", () => {
  it("refuses a FIFO at once instead of waiting for a writer forever", async () => {
    execFileSync("mkfifo", [join(workspace, "notes.fifo")]);
    // Opening a FIFO for reading blocks until a writer comes: a hang here would end at the test's timeout.
    const result = await use("read_file", { path: "notes.fifo" });
    expect(result).toEqual({
      isError: true,
      text:
        'Error: read_file failed: "notes.fifo" is a FIFO (named pipe), ' +
        "not a regular file; the tools only read files.",
    });
    expect((await use("write_file", { path: "notes.fifo", content: "x" })).text).toContain("is a FIFO (named pipe)");
  });

  it("shows the first page of a 1 GiB file, reading only its start", async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i + 1}`).join("\n");
    const file = await open(join(workspace, "huge.log"), "w");
    await file.write(`${lines}\n`);
    await file.truncate(1024 ** 3); // the rest is a sparse hole: costs no disk, but reading it all would fail
    await file.close();
    // Read whole, 1 GiB would not even fit in one string: the page below can only come from reading the start.
    const result = await use("read_file", { path: "huge.log" });
    expect(result.text).toBe(
      "line 1\nline 2\nline 3\nline 4\nline 5\n\n" +
        "[... the file goes on; this page ends here. To read on, call read_file with offset=6.]",
    );
    const later = await use("read_file", { path: "huge.log", offset: 10_000 });
    expect(later.text.split("\n").slice(0, 2)).toEqual(["line 10000", "line 10001"]);
  });

  it("gives a note, not U+FFFD garbage, for a binary file or bytes that are not UTF-8", async () => {
    await writeFile(join(workspace, "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
    expect(await use("read_file", { path: "logo.png" })).toEqual({
      isError: false,
      text: '"logo.png" is not a text file (10 bytes, a NUL byte near byte 0); read_file shows text only.',
    });
    await writeFile(join(workspace, "latin1.txt"), Buffer.from("caf\xe9\n", "latin1"));
    const latin1 = await use("read_file", { path: "latin1.txt" });
    expect(latin1.text).toContain("bytes that are not UTF-8");
    expect(latin1.text).not.toContain("\uFFFD");
  });

  it("reads multi-byte characters cut by a chunk boundary whole", async () => {
    const text = `${"a".repeat(64 * 1024 - 1)}中文\n`; // 中 straddles the first 64 KiB chunk
    await writeFile(join(workspace, "wide.txt"), text);
    tools = createTeachingTools({ workspace, maxLines: 5, maxChars: 100_000 });
    expect((await use("read_file", { path: "wide.txt" })).text).toBe(text.slice(0, -1));
  });
});

describe("hard links", () => {
  it("write_file refuses a file with more than one hard link, and the other name keeps its content", async () => {
    await link(join(outside, "secret.txt"), join(workspace, "hardlink.txt"));
    const result = await use("write_file", { path: "hardlink.txt", content: "overwritten" });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('"hardlink.txt" has 2 hard links');
    expect(await readFile(join(outside, "secret.txt"), "utf8")).toBe("TOP SECRET\n");
  });

  it("read_file reads a hard-linked file: a hard link is the file itself (documented in the README)", async () => {
    await link(join(outside, "secret.txt"), join(workspace, "hardlink.txt"));
    expect(await use("read_file", { path: "hardlink.txt" })).toEqual({ isError: false, text: "TOP SECRET" });
  });
});

/** rename, removing a folder that write_file created at `to` meanwhile (retried: it may do so again). */
async function moveOver(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rename(from, to);
    } catch (error) {
      if (attempt === 100) throw error;
      await rm(to, { recursive: true, force: true }).catch(() => {}); // files may land in it meanwhile
    }
  }
}

describe("a folder swapped for a symbolic link while the tools run", () => {
  // Counts, not a clock: the race ends when the swapper has made SWAPS exchanges, and the caller keeps calling until
  // then (at least once, at most MAX_ROUNDS). What is asserted holds for every interleaving the scheduler picks.
  const SWAPS = 300;
  const MAX_ROUNDS = 100_000;

  it("never writes or reads outside the workspace, however the swaps and the tool calls interleave", async () => {
    await symlink(outside, join(workspace, "swap"));
    // Before the race: the tools work in "real", and the guard refuses a path through the link (so a refusal in the
    // race is the guard, and the guard is shown to exist whatever the scheduler does below).
    expect((await use("write_file", { path: "real/before.txt", content: "ok" })).isError).toBe(false);
    expect((await use("write_file", { path: "swap/pwn.txt", content: "pwned" })).isError).toBe(true);
    expect((await use("read_file", { path: "swap/secret.txt" })).isError).toBe(true);
    let swaps = 0;
    let swapping = true;
    const swapper = (async () => {
      // Exchange the names "real" (a folder) and "swap" (a link to ../outside), again and again.
      // write_file may create "real" again in the moment it is missing (it makes missing folders): that new
      // folder is inside the workspace and harmless; it is removed so that the swapping can go on.
      try {
        while (swaps < SWAPS) {
          await rename(join(workspace, "real"), join(workspace, "tmp"));
          await moveOver(join(workspace, "swap"), join(workspace, "real"));
          await rename(join(workspace, "tmp"), join(workspace, "swap"));
          swaps++;
        }
      } finally {
        swapping = false;
      }
    })();
    const seen = { rounds: 0, wrote: 0, read: 0, refused: 0, leaked: 0 };
    const caller = (async () => {
      do {
        const [write, read] = await Promise.all([
          use("write_file", { path: "real/pwn.txt", content: "pwned" }),
          use("read_file", { path: "real/secret.txt" }),
        ]);
        seen.rounds++;
        if (write.isError) seen.refused++;
        else seen.wrote++;
        if (read.text.includes("TOP SECRET")) seen.leaked++;
        else if (!read.isError) seen.read++;
      } while (swapping && seen.rounds < MAX_ROUNDS);
    })();
    await Promise.all([swapper, caller]);
    expect(seen.leaked).toBe(0);
    expect(await readdir(outside)).toEqual(["secret.txt"]);
    // The race really ran to its count, and every write call was either done inside the workspace or refused.
    expect(swaps).toBe(SWAPS);
    expect(seen.rounds).toBeGreaterThan(0);
    expect(seen.wrote + seen.refused).toBe(seen.rounds);
  });
});
