/**
 * The classroom's refusals in the server's language: under KIT_LANG=zh-CN a student who types a wrong code, or has
 * not joined, reads why in Chinese; the codes stay English. Every sentence exists in both languages.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLASS_ERROR_WORDS } from "../src/server/class-error-words.ts";
import { ClassClient, startClassroom, type TestClassroom } from "./helpers/class-client.ts";

let room: TestClassroom | undefined;
afterEach(async () => {
  await room?.stop();
  room = undefined;
  vi.unstubAllEnvs();
});

type ErrorBody = { error: { code: string; message: string } };
const HAN = /\p{Script=Han}/u;

describe("the classroom's error answers", () => {
  it("are Chinese under KIT_LANG=zh-CN, with the codes as they are", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    room = await startClassroom();
    const guest = new ClassClient(room.url);
    const list = await guest.api<ErrorBody>("GET", "/api/sessions");
    expect(list.body.error).toEqual({ code: "not_joined", message: "请先加入班级：打开页面，输入加入码和你的名字" });
    const wrong = await guest.api<ErrorBody>("POST", "/api/join", { code: "AAAAAA", name: "Ada" });
    expect(wrong.body.error).toEqual({ code: "wrong_code", message: "这不是本班的加入码：请核对投影上的加入码" });
  });

  it("are English by default", async () => {
    vi.stubEnv("KIT_LANG", "en");
    room = await startClassroom();
    const wrong = await new ClassClient(room.url).api<ErrorBody>("POST", "/api/join", { code: "AAAAAA", name: "Ada" });
    expect(wrong.body.error.message).toBe("that is not this class's join code: check the code on the projector");
  });

  it("have every sentence in both languages, the Chinese one in Chinese", () => {
    expect(Object.keys(CLASS_ERROR_WORDS.zh).sort()).toEqual(Object.keys(CLASS_ERROR_WORDS.en).sort());
    for (const [key, zh] of Object.entries(CLASS_ERROR_WORDS.zh)) {
      const text = typeof zh === "string" ? zh : (zh as (...args: unknown[]) => string)("x", "y");
      expect(text, key).toMatch(HAN);
    }
  });
});
