// The teaching tools in the run's language: under KIT_LANG=zh-CN what each tool and parameter is for, and what a
// tool answers, are Chinese; names, parameters and paths stay. English is the default.
import { linkSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTeachingTools } from "../src/index.ts";
import { TOOL_WORDS } from "../src/teaching/tool-words.ts";

afterEach(() => vi.unstubAllEnvs());

const HAN = /\p{Script=Han}/u;
const workspace = () => mkdtempSync(join(tmpdir(), "kit-tools-zh-"));

/** Each tool's name, its description and its parameters' descriptions. */
function described() {
  return createTeachingTools({ workspace: workspace(), maxLines: 100, maxChars: 4000 }).map((tool) => {
    const properties = (tool.parameters as { properties: Record<string, { description?: string }> }).properties;
    return [tool.name, tool.description, Object.values(properties).map((property) => property.description)] as const;
  });
}

describe("the teaching tools' words", () => {
  it("are Chinese under KIT_LANG=zh-CN, the names and the limits as they are", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const tools = described();
    expect(tools.map(([name]) => name)).toEqual(["list_files", "read_file", "write_file"]);
    for (const [name, description, parameters] of tools) {
      expect(description, name).toMatch(HAN);
      for (const parameter of parameters) expect(parameter, name).toMatch(HAN);
    }
    expect(tools[1]![1]).toBe(
      "读取工作区里的一个文本文件。长文件读到 100 行或 4000 个字符就截断；末尾的标记会说怎么接着读。",
    );
    const write = createTeachingTools({ workspace: workspace() })[2]!;
    expect(
      (await write.execute({ path: "notes.md", content: "你好" }, { signal: new AbortController().signal })).content,
    ).toBe("已把 2 个字符写入 notes.md。");
  });

  it("refuse a hard link, or a path through a file, in Chinese too", async () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const folder = workspace();
    writeFileSync(join(folder, "a.md"), "old");
    linkSync(join(folder, "a.md"), join(folder, "b.md"));
    mkdirSync(join(folder, "sub"));
    const [, read, write] = createTeachingTools({ workspace: folder });
    const signal = new AbortController().signal;
    await expect(write!.execute({ path: "a.md", content: "new" }, { signal })).rejects.toThrow(
      '"a.md" 有 2 个硬链接：它的其他名字（可能在工作区外面）看不到新内容。请写到一个新文件里。',
    );
    await expect(read!.execute({ path: "a.md/inside" }, { signal })).rejects.toThrow(
      '"a.md/inside" 的路径上有一段不是文件夹。',
    );
    vi.stubEnv("KIT_LANG", "en");
    await expect(read!.execute({ path: "a.md/inside" }, { signal })).rejects.toThrow(
      '"a.md/inside" goes through something that is not a folder.',
    );
  });

  it("are English by default, as before", () => {
    vi.stubEnv("KIT_LANG", "en");
    expect(described()[0]![1]).toBe(
      "List the files and folders in a folder of the workspace. Folders end with a slash.",
    );
  });

  it("have every sentence in both languages, the Chinese one in Chinese", () => {
    expect(Object.keys(TOOL_WORDS.zh).sort()).toEqual(Object.keys(TOOL_WORDS.en).sort());
    for (const [key, zh] of Object.entries(TOOL_WORDS.zh)) {
      const text = typeof zh === "string" ? zh : (zh as (...args: unknown[]) => string)(1, "x", 2);
      expect(text, key).toMatch(HAN);
    }
  });
});
