import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { Session, SessionLockedError } from "../src/index.ts";
import { lockForWriting } from "../src/side-files/lock.ts";
import { newSession, tempDir, thrownBy, user } from "./support/files.ts";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const childScript = join(packageDir, "test", "support", "lock-child.ts");

function runChild(mode: "try", file: string): { ok: boolean; name?: string; message?: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", childScript, mode, file], {
    cwd: packageDir,
    encoding: "utf8",
    timeout: 300_000, // a bound on a hang: beside busy loops a tsx child has needed minutes to start
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!);
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Starts a child that opens `file` and keeps it open; resolves once it holds the lock. */
function holdInChild(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", childScript, "hold", file], {
    cwd: packageDir,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      if (out.includes("holding")) resolve(child);
    });
    child.stderr!.on("data", (chunk) => (err += chunk));
    child.on("exit", (code) => reject(new Error(`child exited (${code}) before holding the lock: ${out}${err}`)));
  });
}

function sessionFile(): string {
  const path = join(tempDir(), "s.jsonl");
  const session = newSession(path);
  session.appendMessage(user("hello"));
  session.close();
  return path;
}

// Child processes start tsx, which has taken minutes beside busy loops: a bound on a hang only.
describe("one writer per file", { timeout: 600_000 }, () => {
  it("refuses a second Session.open in the same process, under any spelling of the path", () => {
    const path = sessionFile();
    const first = Session.open(path);
    expect(() => Session.open(path)).toThrow(SessionLockedError);
    expect(() => Session.open(relative(process.cwd(), path))).toThrow(/already open for writing in this process/);
    const link = join(tempDir(), "link.jsonl");
    symlinkSync(path, link);
    expect(() => Session.open(link)).toThrow(SessionLockedError);
    expect(() => Session.create(path)).toThrow(SessionLockedError);
    first.close();
    expect(existsSync(`${path}.lock`)).toBe(false);
    Session.open(path).close();
  });

  it("refuses a second process while this one holds the file", () => {
    const path = sessionFile();
    const session = Session.open(path);
    const result = runChild("try", path);
    expect(result).toMatchObject({ ok: false, name: "SessionLockedError" });
    expect(result.message).toContain(`pid ${process.pid}`);
    session.appendMessage(user("still mine"));
    session.close();
    expect(runChild("try", path)).toEqual({ ok: true });
  });

  it("refuses this process while another holds the file, and takes over once that writer is killed", async () => {
    const path = sessionFile();
    const child = await holdInChild(path);
    const error = thrownBy(() => Session.open(path));
    expect(error).toBeInstanceOf(SessionLockedError);
    expect((error as SessionLockedError).pid).toBe(child.pid);
    expect(readFileSync(`${path}.lock`, "utf8").trim()).toBe(String(child.pid));

    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL"); // no chance to clean up: the lock stays behind
    await exited;
    expect(existsSync(`${path}.lock`)).toBe(true);
    const session = Session.open(path);
    expect(readFileSync(`${path}.lock`, "utf8").trim()).toBe(String(process.pid));
    session.appendMessage(user("taken over"));
    session.close();
  });

  it("takes over a lock that names a dead process or holds no pid", () => {
    const deadPid = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    }).stdout;
    for (const content of [`${deadPid}\n`, "", "not a pid"]) {
      const path = sessionFile();
      writeFileSync(`${path}.lock`, content);
      const session = Session.open(path);
      session.close();
      expect(existsSync(`${path}.lock`)).toBe(false);
    }
  });

  it("releases only its own lock", () => {
    const path = join(tempDir(), "x.jsonl");
    const release = lockForWriting(path);
    writeFileSync(`${path}.lock`, `${process.ppid}\n`); // someone else's now (a live process)
    release();
    expect(readFileSync(`${path}.lock`, "utf8")).toBe(`${process.ppid}\n`);
  });
});
