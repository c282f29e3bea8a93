// The teaching tools in the language their caller chose: with `language: "zh"` what each tool and parameter is for,
// what a tool answers and why a path is refused are Chinese; names, parameters and paths stay. English is the
// default, whatever the environment says: the edges decide the language (`runLanguage()`), not the tools.
import { execFileSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTeachingTools, type Language } from "../src/index.ts";
import { TOOL_WORDS } from "../src/teaching/tool-words.ts";
import { resolveInWorkspace, WorkspacePathError } from "../src/teaching/workspace.ts";

afterEach(() => vi.unstubAllEnvs());

const HAN = /\p{Script=Han}/u;
const workspace = () => mkdtempSync(join(tmpdir(), "kit-tools-zh-"));
const signal = new AbortController().signal;

/** Each tool's name, its description and its parameters' descriptions. */
function described(language?: Language) {
  return createTeachingTools({ workspace: workspace(), maxLines: 100, maxChars: 4000, language }).map((tool) => {
    const properties = (tool.parameters as { properties: Record<string, { description?: string }> }).properties;
    return [tool.name, tool.description, Object.values(properties).map((property) => property.description)] as const;
  });
}

describe("the teaching tools' words", () => {
  it("are Chinese when the caller passes zh, whatever the environment; names and limits as they are", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const tools = described("zh");
    expect(tools.map(([name]) => name)).toEqual(["list_files", "read_file", "write_file"]);
    for (const [name, description, parameters] of tools) {
      expect(description, name).toMatch(HAN);
      for (const parameter of parameters) expect(parameter, name).toMatch(HAN);
    }
    expect(tools[1]![1]).toBe(
      "读取工作区里的一个文本文件。长文件读到 100 行或 4000 个字符就截断；末尾的标记会说怎么接着读。",
    );
    const write = createTeachingTools({ workspace: workspace(), language: "zh" })[2]!;
    expect((await write.execute({ path: "notes.md", content: "你好" }, { signal })).content).toBe(
      "已把 2 个字符写入 notes.md。",
    );
  });

  it("refuse a hard link, a path through a file or a FIFO in Chinese too", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const folder = workspace();
    writeFileSync(join(folder, "a.md"), "old");
    linkSync(join(folder, "a.md"), join(folder, "b.md"));
    mkdirSync(join(folder, "sub"));
    execFileSync("mkfifo", [join(folder, "pipe")]);
    const [, read, write] = createTeachingTools({ workspace: folder, language: "zh" });
    await expect(write!.execute({ path: "a.md", content: "new" }, { signal })).rejects.toThrow(
      '"a.md" 有 2 个硬链接：它的其他名字（可能在工作区外面）看不到新内容。请写到一个新文件里。',
    );
    await expect(read!.execute({ path: "a.md/inside" }, { signal })).rejects.toThrow(
      '"a.md/inside" 的路径上有一段不是文件夹。',
    );
    await expect(read!.execute({ path: "pipe" }, { signal })).rejects.toThrow(
      '"pipe" 是FIFO（命名管道），不是普通文件；这些工具只读普通文件。',
    );
    const [, english] = createTeachingTools({ workspace: folder });
    await expect(english!.execute({ path: "a.md/inside" }, { signal })).rejects.toThrow(
      '"a.md/inside" goes through something that is not a folder.',
    );
  });

  it("are English by default, even under KIT_LANG=zh-CN or a Chinese locale", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    vi.stubEnv("LC_ALL", "zh_CN.UTF-8");
    expect(described()[0]![1]).toBe(
      "List the files and folders in a folder of the workspace. Folders end with a slash.",
    );
    const [, read] = createTeachingTools({ workspace: workspace() });
    await expect(read!.execute({ path: "missing.md" }, { signal })).rejects.toThrow(
      '"missing.md" does not exist in the workspace. List the files to see what is there.',
    );
  });

  it("have every sentence in both languages, the Chinese one in Chinese", () => {
    expect(Object.keys(TOOL_WORDS.zh).sort()).toEqual(Object.keys(TOOL_WORDS.en).sort());
    for (const [key, zh] of Object.entries(TOOL_WORDS.zh)) {
      const text = typeof zh === "string" ? zh : (zh as (...args: unknown[]) => string)(1, "fifo", 2);
      expect(text, key).toMatch(HAN);
    }
  });
});

describe("the workspace guard's refusals", () => {
  it("are data (a kind and the path as given) with an English message, whatever the environment", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const folder = workspace();
    const refused = await resolveInWorkspace(folder, "../outside.md", { mustExist: false }).catch((error) => error);
    expect(refused).toBeInstanceOf(WorkspacePathError);
    expect(refused).toMatchObject({ refusal: { kind: "leaves-workspace" }, path: "../outside.md" });
    expect(refused.message).toBe('"../outside.md" leaves the workspace; paths must stay inside it.');
  });
});
