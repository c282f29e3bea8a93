/** Small throwaway repositories for testing docs:check on files we control. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface TempRepo {
  root: string;
  write(path: string, text: string): void;
  remove(): void;
}

/** A folder in the OS temp dir holding `files` (repository-relative path → content). */
export function tempRepo(files: Record<string, string>): TempRepo {
  const root = mkdtempSync(join(tmpdir(), "docs-check-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const [path, text] of Object.entries(files)) write(path, text);
  return { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}
