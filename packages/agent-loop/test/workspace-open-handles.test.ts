// Every way out of openFolderInWorkspace closes the folder it opened: a refusal, and a realpath that throws.
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFolderInWorkspace } from "../src/teaching/hardening/workspace-open.ts";
import { WorkspacePathError } from "../src/teaching/workspace.ts";

let base: string;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), "agent-loop-handles-"));
  await mkdir(join(base, "folder"));
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

const openDescriptors = async () => (await readdir("/proc/self/fd")).length;

describe.skipIf(process.platform !== "linux")("openFolderInWorkspace leaves no descriptor open", () => {
  it("closes the folder when the workspace's realpath throws (the workspace is gone)", async () => {
    const before = await openDescriptors();
    const missingRoot = join(base, "no-such-workspace");
    await expect(openFolderInWorkspace(missingRoot, join(base, "folder"), "folder")).rejects.toMatchObject({
      code: "ENOENT",
    });
    expect(await openDescriptors()).toBe(before);
  });

  it("closes the folder when it turns out to be outside the workspace", async () => {
    await mkdir(join(base, "workspace"));
    const before = await openDescriptors();
    const refused = openFolderInWorkspace(join(base, "workspace"), join(base, "folder"), "../folder");
    await expect(refused).rejects.toBeInstanceOf(WorkspacePathError);
    expect(await openDescriptors()).toBe(before);
  });
});
