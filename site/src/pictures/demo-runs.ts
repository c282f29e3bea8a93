/**
 * The session data the pictures are drawn from: each demo is run as a learner runs it (`npm run demo:NN` in a
 * language), into a folder of its own, and the picture reads what it printed and the session file it wrote. So a
 * picture shows the demo's own ids and entries, and cannot drift from it without the check noticing.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSession, type SessionTree } from "@kit/session-core";
import { type Lang, repoRoot } from "../pages.ts";

export interface DemoRun {
  /** What the demo printed. */
  output: string;
  /** The session file the demo wrote, by name (`demo-04.jsonl`), loaded with the kit's own loader. */
  session(name: string): SessionTree;
  /** The same file's text, byte for byte, for a widget that plays with the demo's own session. */
  sessionText(name: string): string;
}

const demoScripts: Record<string, string> = {
  "03": "demos/03-session-tree.ts",
  "04": "demos/04-jsonl-file.ts",
  "05": "demos/05-session-state.ts",
  "06": "demos/06-compaction.ts",
  "07": "demos/07-tree-navigation.ts",
  "09": "demos/09-server-events.ts",
};

/** Runs demo `number` in `lang` and keeps its output folder until `done` is called. */
export function runDemo(number: string, lang: Lang): Promise<DemoRun & { done(): void }> {
  const script = demoScripts[number];
  if (!script) throw new Error(`runDemo: no demo ${number}; the pictures use ${Object.keys(demoScripts).join(", ")}.`);
  const dir = mkdtempSync(join(tmpdir(), `kit-picture-${number}-`));
  const tsx = join(repoRoot, "node_modules", ".bin", "tsx");
  const env = { ...process.env, KIT_LANG: lang, DEMO_DIR: dir, NO_COLOR: "1", FORCE_COLOR: "0" };
  return new Promise((resolve, reject) => {
    execFile(tsx, [script], { cwd: repoRoot, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        rmSync(dir, { recursive: true, force: true });
        reject(new Error(`npm run demo:${number} (KIT_LANG=${lang}) failed: ${stderr || error.message}`));
        return;
      }
      resolve({
        output: stdout,
        session: (name) => loadSession(join(dir, name)).tree,
        sessionText: (name) => readFileSync(join(dir, name), "utf8"),
        done: () => rmSync(dir, { recursive: true, force: true }),
      });
    });
  });
}
