// `npm start` on a port another program holds: one line naming the port and how to pick another, in the run's
// language, and exit code 1; never Node's stack trace. Run as a real process, on loopback only.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { START_WORDS } from "../src/words.ts";

const mainScript = fileURLToPath(new URL("../src/main.ts", import.meta.url));
let holder: Server;
let port: number;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  port = (holder.address() as { port: number }).port;
});
afterAll(() => holder.close());

function startOnBusyPort(lang: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", mainScript], {
    encoding: "utf8",
    timeout: 110_000, // a bound on a hang: tsx compiles the server as it starts
    env: {
      PATH: process.env.PATH,
      KIT_LANG: lang,
      PORT: String(port),
      KIT_SESSIONS_DIR: mkdtempSync(join(tmpdir(), "kit-busy-port-")),
      NO_COLOR: "1",
    },
  });
  return { code: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe("a busy port", { timeout: 240_000 }, () => {
  it("is one Chinese line under KIT_LANG=zh-CN, and one English line otherwise", () => {
    const zh = startOnBusyPort("zh-CN");
    expect(zh.code).toBe(1);
    expect(zh.stderr).toBe(`${START_WORDS.zh.busyPort(port)}\n`);
    expect(zh.stderr).toContain(`端口 ${port} 已被占用`);
    const en = startOnBusyPort("en");
    expect(en.code).toBe(1);
    expect(en.stderr).toBe(`${START_WORDS.en.busyPort(port)}\n`);
    expect(en.stdout).toBe("");
  });
});
