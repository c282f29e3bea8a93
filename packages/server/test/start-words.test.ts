// A busy port is one line naming the port and how to pick another, in the run's language.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { busyPortOf } from "../src/index.ts";
import { START_WORDS } from "../src/words.ts";

describe("the start words", () => {
  it("turn Node's EADDRINUSE into the port it names, and nothing else", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const port = (holder.address() as { port: number }).port;
    const second = createServer();
    const error = await new Promise<unknown>((resolve) => {
      second.once("error", resolve);
      second.listen(port, "127.0.0.1");
    });
    holder.close();
    expect(busyPortOf(error)).toBe(port);
    expect(busyPortOf(new Error("other"))).toBeUndefined();
  });

  it("say which port is taken and how to pick another, in English and in Chinese", () => {
    expect(START_WORDS.en.busyPort(4317)).toBe(
      "cannot listen: port 4317 is already in use; set PORT to another port (PORT=0 picks any free one), " +
        "e.g. PORT=4318 npm start",
    );
    expect(START_WORDS.zh.busyPort(4317)).toBe(
      "无法监听：端口 4317 已被占用；用 PORT 换一个端口（PORT=0 表示任选一个空闲端口），例如 PORT=4318 npm start",
    );
  });

  it("say that the page is being built, and why, in English and in Chinese", () => {
    expect(START_WORDS.en.buildingPage(undefined)).toBe("Building the page (the page has not been built yet)…");
    expect(START_WORDS.zh.buildingPage("/src/web/App.tsx")).toBe(
      "正在构建页面（上次构建之后 /src/web/App.tsx 改过了）……",
    );
    expect(Object.keys(START_WORDS.zh).sort()).toEqual(Object.keys(START_WORDS.en).sort());
  });
});
