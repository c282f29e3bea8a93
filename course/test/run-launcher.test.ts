/**
 * scripts/run.mjs, the launcher every `npm run demo:NN` and `npm run session` goes through, in a throwaway
 * repository (a copy of the launcher, the real node_modules linked in for esbuild): a learner's edit is seen by the
 * next run, arguments, exit codes and stdin pass through, a file that does not build says where, code that finds
 * files beside itself still does, and two first runs at once both work.
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, rmSync, symlinkSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { repoRoot } from "./repo-root.ts";
import { type TempRepo, tempRepo } from "./temp-repo.ts";

let repo: TempRepo;

beforeEach(() => {
  repo = tempRepo({
    "lesson/main.ts": [
      'import { greeting } from "./words.ts";',
      "const name: string = process.argv[2] ?? 'nobody';",
      "console.log(greeting + ' ' + name);",
      "",
    ].join("\n"),
    "lesson/words.ts": 'export const greeting: string = "hello";\n',
  });
  for (const file of ["run.mjs", "run-build.mjs"]) {
    repo.write(`scripts/${file}`, "");
    copyFileSync(join(repoRoot, "scripts", file), join(repo.root, "scripts", file));
  }
  symlinkSync(join(repoRoot, "node_modules"), join(repo.root, "node_modules"));
});
afterEach(() => repo.remove());

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], stdin = ""): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/run.mjs", ...args], { cwd: repo.root });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

it("builds on the first run, even with no .cache, and passes the arguments on", async () => {
  expect(existsSync(join(repo.root, ".cache"))).toBe(false);
  expect(await run(["lesson/main.ts", "Ada"])).toMatchObject({ code: 0, stdout: "hello Ada\n" });
  expect(existsSync(join(repo.root, ".cache", "run"))).toBe(true);
});

it("sees a learner's edit to an imported file on the next run", async () => {
  expect((await run(["lesson/main.ts", "Ada"])).stdout).toBe("hello Ada\n");
  expect((await run(["lesson/main.ts", "Ada"])).stdout).toBe("hello Ada\n"); // from the bundle
  repo.write("lesson/words.ts", 'export const greeting: string = "hi";\n');
  expect((await run(["lesson/main.ts", "Ada"])).stdout).toBe("hi Ada\n");
  // Same size and an older time of change than the bundle: the launcher still sees the file is not the same.
  repo.write("lesson/words.ts", 'export const greeting: string = "yo";\n');
  const old = new Date(Date.now() - 3_600_000);
  utimesSync(join(repo.root, "lesson/words.ts"), old, old);
  expect((await run(["lesson/main.ts", "Ada"])).stdout).toBe("yo Ada\n");
});

it("builds again when the cache is removed", async () => {
  await run(["lesson/main.ts"]);
  rmSync(join(repo.root, ".cache"), { recursive: true });
  expect(await run(["lesson/main.ts"])).toMatchObject({ code: 0, stdout: "hello nobody\n" });
});

it("passes the exit code, stdin and the program's own file name through", async () => {
  repo.write(
    "lesson/exit.ts",
    [
      'import { readFileSync } from "node:fs";',
      'import { basename } from "node:path";',
      "const input: string = readFileSync(0, 'utf8');",
      "console.log(input.trim().toUpperCase(), basename(process.argv[1]!), basename(import.meta.filename));",
      "console.log(new URL('.', import.meta.url).pathname.endsWith('/lesson/'));",
      "process.exitCode = 3;",
      "",
    ].join("\n"),
  );
  expect(await run(["lesson/exit.ts"], "from stdin\n")).toMatchObject({
    code: 3,
    stdout: "FROM STDIN exit.ts exit.ts\ntrue\n",
  });
});

it("says where a file does not build, and exits 1", async () => {
  repo.write("lesson/words.ts", "export const greeting: string = ;\n");
  const result = await run(["lesson/main.ts"]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain("lesson/words.ts:1:");
  expect(result.stderr).toContain("cannot run lesson/main.ts: it does not build.");
});

it("runs twice at once from an empty cache", async () => {
  const results = await Promise.all([run(["lesson/main.ts", "A"]), run(["lesson/main.ts", "B"])]);
  expect(results.map((result) => [result.code, result.stdout])).toEqual([
    [0, "hello A\n"],
    [0, "hello B\n"],
  ]);
});
