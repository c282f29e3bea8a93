/**
 * The teaching model's answer to the tool results it just received, said from
 * what they say, as a model would after reading them: what a folder holds,
 * what a file is about, what was written where, or why a call failed.
 */
import type { ToolResultMessage } from "../messages.ts";
import { textOf } from "../messages.ts";
import type { Language } from "./language.ts";

// #region describe-result
/** Answers a tool result from what it says, as a model would after reading it. */
export function describeResult(result: ToolResultMessage, language: Language): string {
  const text = textOf(result.content);
  const zh = language === "zh";
  if (result.isError || text.startsWith("Error")) {
    const reason = text.replace(/^Error:\s*/, "").replace(new RegExp(`^${result.toolName} failed:\\s*`), "");
    return zh
      ? `${result.toolName} 调用失败：${reason}\n我不会去猜；请告诉我接下来怎么做。`
      : `The ${result.toolName} call failed: ${reason}\nI will not guess; tell me how you want to go on.`;
  }
  if (result.toolName === "list_files") {
    const names = text.split("\n").filter((line) => line.trim() !== "" && !/^[(（].*[)）]$/.test(line));
    if (names.length === 0) return zh ? "这个文件夹是空的。" : "The folder is empty.";
    return zh
      ? `我看到 ${names.length} 项：${names.join("、")}。想读哪一个，告诉我就行。`
      : `I see ${names.length} entries: ${names.join(", ")}. Ask me to read any of them.`;
  }
  if (result.toolName === "read_file") return describeFile(text, language);
  if (result.toolName === "write_file") return describeWrite(result, text, language);
  const firstLine = text.split("\n")[0] ?? "";
  return zh ? `${result.toolName} 工具的回答：${firstLine}` : `The ${result.toolName} tool answered: ${firstLine}`;
}

/** What was written where, from the result's details (or its sentence, in either language). */
function describeWrite(result: ToolResultMessage, text: string, language: Language): string {
  const details = (result.details ?? {}) as { path?: unknown; characters?: unknown };
  const said = /(\d+) (?:characters to|个字符写入) (.+?)[.。]$/.exec(text);
  const path = typeof details.path === "string" ? details.path : said?.[2];
  const characters = typeof details.characters === "number" ? details.characters : Number(said?.[1]);
  if (path === undefined || Number.isNaN(characters)) return language === "zh" ? `完成：${text}` : `Done. ${text}`;
  return language === "zh"
    ? `好了，${path} 写好了（${characters} 个字符）。想看看内容，就说“读一下 ${path}”。`
    : `Done: ${path} now holds ${characters} characters. Say "read ${path}" to see it.`;
}

function describeFile(text: string, language: Language): string {
  const lines = text.split("\n");
  const title = lines.find((line) => line.startsWith("# "))?.slice(2);
  const firstSentence = lines.find((line) => line.trim() !== "" && !line.startsWith("#"))?.trim();
  const listItems = lines.filter((line) => /^\s*(?:[-*]|\d+\.)\s/.test(line)).length;
  const cut = text.includes("[... ");
  const parts =
    language === "zh"
      ? [
          title ? `文件的标题是“${title}”。` : "文件没有标题。",
          firstSentence ? `开头是：“${firstSentence}”` : "文件是空的。",
          listItems > 0 ? `里面有一个 ${listItems} 项的列表。` : "",
          cut ? "文件被截断了；末尾的标记说明了怎样接着读。" : "",
        ]
      : [
          title ? `The file is titled "${title}".` : "The file has no title.",
          firstSentence ? `It begins: "${firstSentence}"` : "It is empty.",
          listItems > 0 ? `It has a list of ${listItems} items.` : "",
          cut ? "It was cut short; the marker at the end says how to read on." : "",
        ];
  return parts.filter((part) => part !== "").join(language === "zh" ? "" : " ");
}
// #endregion describe-result
