// write_file never destroys the old content: a failed write (a full disk, an injected error) or a kill between
// its steps leaves the old bytes or the new bytes, never a mix, and no temporary file that list_files shows.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTeachingTools, type Tool, textOf } from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";
import { isTemporaryName, type ReplaceStep, replaceInWorkspace } from "../src/teaching/hardening/replace-file.ts";

const OLD = "o".repeat(70_000); // the review's 70 KB original
const NEW = "n".repeat(120_000);

let base: string;
let workspace: string;
let tools: Tool[];

async function use(name: string, args: Record<string, unknown>) {
  const call = { type: "toolCall" as const, id: "c", name, arguments: args };
  const outcome = await runToolCall(call, tools, new AbortController().signal, { timeoutMs: 20_000 });
  return { text: textOf(outcome.content), isError: outcome.isError };
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), "agent-loop-replace-"));
  workspace = join(base, "workspace");
  await mkdir(workspace);
  await writeFile(join(workspace, "notes.md"), OLD);
  tools = createTeachingTools({ workspace });
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("a write that fails leaves the old file whole", () => {
  for (const step of ["temporary-written", "temporary-synced"] as const) {
    it(`keeps the old bytes and removes the temporary file when the write fails after "${step}"`, async () => {
      const failing = replaceInWorkspace(workspace, "notes.md", NEW, {
        afterStep(done) {
          if (done === step) throw new Error(`injected failure after ${done}`);
        },
      });
      await expect(failing).rejects.toThrow(`injected failure after ${step}`);
      expect(await readFile(join(workspace, "notes.md"), "utf8")).toBe(OLD);
      expect(await readdir(workspace)).toEqual(["notes.md"]);
    });
  }

  it("keeps the old bytes when the run is aborted before the rename", async () => {
    const controller = new AbortController();
    const aborted = replaceInWorkspace(workspace, "notes.md", NEW, {
      signal: controller.signal,
      afterStep: (done) => (done === "temporary-synced" ? controller.abort() : undefined),
    });
    await expect(aborted).rejects.toThrow();
    expect(await readFile(join(workspace, "notes.md"), "utf8")).toBe(OLD);
    expect(await readdir(workspace)).toEqual(["notes.md"]);
  });

  it("keeps the file's permissions when it replaces it", async () => {
    await writeFile(join(workspace, "run.sh"), "echo old\n", { mode: 0o750 });
    expect(await use("write_file", { path: "run.sh", content: "echo new\n" })).toMatchObject({ isError: false });
    expect((await stat(join(workspace, "run.sh"))).mode & 0o777).toBe(0o750);
    expect(await readFile(join(workspace, "run.sh"), "utf8")).toBe("echo new\n");
  });
});

describe("a full disk (a 256 KiB tmpfs, mounted when the tests run as root)", () => {
  let mounted = false;

  beforeEach(async () => {
    const disk = join(base, "disk");
    await mkdir(disk);
    mounted = await run("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", disk]).then((r) => r.code === 0);
    if (!mounted) return;
    workspace = disk;
    await writeFile(join(workspace, "notes.md"), OLD);
    await writeFile(join(workspace, "other.bin"), Buffer.alloc(100_000)); // the rest of the disk is in use
    tools = createTeachingTools({ workspace });
  });

  afterEach(async () => {
    if (mounted) await run("umount", [workspace]);
  });

  it("refuses a 160 KB write with ENOSPC and leaves the 70 KB original as it was", async ({ skip }) => {
    if (!mounted) skip("mount -t tmpfs was refused (not root?)");
    const result = await use("write_file", { path: "notes.md", content: "n".repeat(160_000) });
    expect(result.isError).toBe(true);
    expect(result.text).toContain("ENOSPC");
    expect(result.text).toContain('"notes.md" was left as it was.');
    expect(await readFile(join(workspace, "notes.md"), "utf8")).toBe(OLD);
    expect((await readdir(workspace)).sort()).toEqual(["notes.md", "other.bin"]);
  });
});

describe("a process killed with SIGKILL between the steps", () => {
  const cases: [ReplaceStep, string][] = [
    ["temporary-written", OLD],
    ["temporary-synced", OLD],
    ["renamed", NEW],
  ];
  for (const [step, expected] of cases) {
    it(`leaves ${expected === OLD ? "the old" : "the new"} bytes when killed after "${step}"`, async () => {
      const child = await run(process.execPath, ["--import", "tsx", fixture, workspace, "notes.md", step]);
      expect(child).toMatchObject({ code: null, signal: "SIGKILL" });
      expect(await readFile(join(workspace, "notes.md"), "utf8")).toBe(expected);
      const listed = await use("list_files", {});
      expect(listed).toEqual({ isError: false, text: "notes.md" });
      // Before the rename, the dead process's temporary file is still there: hidden, not lost track of.
      const left = (await readdir(workspace)).filter(isTemporaryName);
      expect(left).toHaveLength(step === "renamed" ? 0 : 1);
    });
  }
});

const fixture = join(import.meta.dirname, "fixtures", "replace-and-die.ts");

function run(command: string, args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: join(import.meta.dirname, ".."), stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
}
