/**
 * A fresh copy of the sample workspace for a demo whose agent writes files:
 * the package's own copy must never change. It lives beside the demo's
 * session file (in `.demo-output/`, or `DEMO_DIR`), and an earlier
 * run's copy is removed first, so every run starts from the same files.
 */
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sampleWorkspaceDir } from "@kit/agent-loop";
import type { DemoFile } from "./demo-files.ts";

/** Copies the sample workspace to `<the demo's folder>/<name>` and returns its path. */
export function demoWorkspace(file: DemoFile, name: string): string {
  const dir = join(file.dir, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(sampleWorkspaceDir, dir, { recursive: true });
  return dir;
}
