/**
 * The inspector's own lines (`npm run session -- tree | context | check |
 * repair`), in English and in Chinese (`KIT_LANG=zh-CN` or a Chinese locale,
 * as agent-loop's `runLanguage` picks). The problems it lists say their sentences through
 * ../reading/problem-words.ts; their kind and line stay as they are. Command names,
 * ids, paths and `null` stay as they are too: a reader types them back.
 */
import { type Language, runLanguage } from "@kit/agent-loop/language";

export interface CliMessages {
  // One line about the file
  version: (version: number) => string;
  versionReadAs3: (version: number) => string;
  versionUnknown: (version: string) => string;
  session: (id: string) => string;
  entries: (count: number) => string;
  leaf: (id: string) => string;
  name: (name: string) => string;
  problemsWarning: (name: string, count: number) => string;
  // context
  noSuchEntry: (id: string, name: string) => string;
  noSuchEntryHint: (name: string) => string;
  beforeFirstEntry: string;
  currentLeaf: (id: string) => string;
  contextLine: (where: string, messages: number, model: string, thinking: string) => string;
  noModel: string;
  /** Under a message a context edit replaced, with --original: what the file holds. */
  was: (original: string) => string;
  /** An entry a context edit left out of the context; with --original, what it held. */
  leftOut: (targetId: string, editId: string, original?: string) => string;
  // check
  problemsFound: (count: number, name: string, repairable: boolean) => string;
  noProblems: string;
  missingFinalNewline: string;
  // repair
  nothingToRepair: (name: string) => string;
  repaired: (name: string, count: number) => string;
  noProblemsNow: (name: string) => string;
  repairLeftProblems: (count: number, backup: string | undefined) => string;
  // wrong arguments and unreadable files (main.ts)
  error: (message: string) => string;
  noCommand: string;
  unknownCommand: (command: string) => string;
  whichFile: (command: string) => string;
  oneFileAtATime: (command: string, count: number, given: string) => string;
  cannotRead: (path: string, reason: string) => string;
  noSuchFile: string;
  isFolder: string;
  isSocket: string;
  permissionDenied: (path: string) => string;
  folderNotWritable: (folder: string) => string;
  /** The file is open for writing: in this process, or by another one (`pid`). */
  lockedHere: (file: string) => string;
  lockedElsewhere: (file: string, pid: number) => string;
  /** `help`: the commands, their options and the exit codes. */
  usage: string;
}

const s = (count: number) => (count === 1 ? "" : "s");

export const CLI_MESSAGES: Record<Language, CliMessages> = {
  en: {
    version: (version) => `version ${version}`,
    versionReadAs3: (version) => `version ${version}, read as version 3 in memory`,
    versionUnknown: (version) => `version ${version}, unknown (entries shown as version 3)`,
    session: (id) => `session ${id}`,
    entries: (count) => `${count} entries`,
    leaf: (id) => `leaf ${id}`,
    name: (name) => `name ${name}`,
    problemsWarning: (name, count) =>
      `warning: ${name} has ${count} problem${s(count)}; showing what can be read (run \`check ${name}\` for the list)`,
    noSuchEntry: (id, name) => `context: no entry with id "${id}" in ${name}`,
    noSuchEntryHint: (name) =>
      ` (the file has problems; an entry that cannot be placed in the tree has no context: run \`check ${name}\`)`,
    beforeFirstEntry: "null (before the first entry)",
    currentLeaf: (id) => `${id} (the current leaf)`,
    contextLine: (where, messages, model, thinking) =>
      `context at ${where}: ${messages} message${s(messages)} · model ${model} · thinking ${thinking}`,
    noModel: "none",
    was: (original) => `was: ${original}`,
    leftOut: (target, edit, original) => `⊘ ${target} left out by ${edit}${original ? `: ${original}` : ""}`,
    problemsFound: (count, name, repairable) =>
      `${count} problem${s(count)} in ${name}` +
      (repairable ? `; \`repair ${name}\` writes a mended file and keeps the original` : ""),
    noProblems: "no problems",
    missingFinalNewline: "note: the last line has no newline yet; this kit's next append adds one first",
    nothingToRepair: (name) => `${name}: no problems, nothing to repair (the file was not touched)`,
    repaired: (name, count) => `repaired ${name} (${count} problem${s(count)}):`,
    noProblemsNow: (name) => `check: no problems in ${name} now`,
    repairLeftProblems: (count, backup) =>
      `repair left ${count} problem(s), which is a bug in repair (the original is in ${backup}):`,
    error: (message) => `error: ${message}`,
    noCommand: "no command given",
    unknownCommand: (command) => `unknown command "${command}"`,
    whichFile: (command) => `${command}: which FILE? give the path of a session file`,
    oneFileAtATime: (command, count, given) => `${command}: one FILE at a time (got ${count}: ${given})`,
    cannotRead: (path, reason) => `cannot read ${path}: ${reason}`,
    noSuchFile: "no such file",
    isFolder: "it is a folder",
    isSocket: "it is a socket",
    permissionDenied: (path) => `cannot read ${path}: permission denied`,
    folderNotWritable: (folder) => `cannot write in ${folder}: the folder is not writable`,
    lockedHere: (file) =>
      `${file} is already open for writing in this process; use that Session object, or close() it first`,
    lockedElsewhere: (file, pid) =>
      `${file} is open for writing by another process (pid ${pid}); close it there first, ` +
      "or read it with loadSession() / `npm run session -- context`, which never write",

    usage: `usage: npm run session -- <command> FILE [options]

  tree FILE                              the tree, one line per entry, the current leaf marked
  context FILE [--leaf ID ...] [--json] [--original]
                                         the context at each leaf (default: the current leaf;
                                         --leaf null: before the first entry); --json prints one
                                         {messages, thinkingLevel, model} object per leaf, per line;
                                         a message a context edit changed is marked, and --original
                                         also shows what the file holds (what the edit hid)
  check FILE                             every problem with its line number; exit 1 if any
  repair FILE                            write a mended file (the original kept as FILE.bak)

tree, context and check only read: they never change the file.
exit codes: 0 done, 1 the file has problems or cannot be read as a session, 2 wrong arguments.`,
  },
  zh: {
    version: (version) => `第 ${version} 版`,
    versionReadAs3: (version) => `第 ${version} 版，在内存里按第 3 版读`,
    versionUnknown: (version) => `版本 ${version}，不认识（条目按第 3 版显示）`,
    session: (id) => `会话 ${id}`,
    entries: (count) => `${count} 个条目`,
    leaf: (id) => `叶子 ${id}`,
    name: (name) => `名称 ${name}`,
    problemsWarning: (name, count) =>
      `警告：${name} 有 ${count} 个问题；下面显示能读出来的部分（运行 \`check ${name}\` 查看问题列表）`,
    noSuchEntry: (id, name) => `context：${name} 里没有 id 为 "${id}" 的条目`,
    noSuchEntryHint: (name) => `（文件有问题；放不进树里的条目没有上下文：运行 \`check ${name}\`）`,
    beforeFirstEntry: "null（第一个条目之前）",
    currentLeaf: (id) => `${id}（当前的叶子）`,
    contextLine: (where, messages, model, thinking) =>
      `${where} 处的上下文：${messages} 条消息 · 模型 ${model} · 思考等级 ${thinking}`,
    noModel: "无",
    was: (original) => `原来是：${original}`,
    leftOut: (target, edit, original) => `⊘ ${target} 已被 ${edit} 从上下文去掉${original ? `：${original}` : ""}`,
    problemsFound: (count, name, repairable) =>
      `${name} 里有 ${count} 个问题${repairable ? `；\`repair ${name}\` 会写出修复后的文件，并保留原文件` : ""}`,
    noProblems: "没有问题",
    missingFinalNewline: "提示：最后一行还没有换行符；本项目下一次追加时会先补上",
    nothingToRepair: (name) => `${name}：没有问题，不用修复（文件没有被动过）`,
    repaired: (name, count) => `修复了 ${name}（${count} 个问题）：`,
    noProblemsNow: (name) => `check：${name} 现在没有问题了`,
    repairLeftProblems: (count, backup) =>
      `repair 之后还剩 ${count} 个问题，这是 repair 的 bug（原文件在 ${backup}）：`,
    error: (message) => `错误：${message}`,
    noCommand: "没有给出命令",
    unknownCommand: (command) => `不认识的命令 "${command}"`,
    whichFile: (command) => `${command}：哪个 FILE？请给出一个会话文件的路径`,
    oneFileAtATime: (command, count, given) => `${command}：一次只能给一个 FILE（给了 ${count} 个：${given}）`,
    cannotRead: (path, reason) => `无法读取 ${path}：${reason}`,
    noSuchFile: "没有这个文件",
    isFolder: "它是一个文件夹",
    isSocket: "它是一个 socket",
    permissionDenied: (path) => `无法读取 ${path}：没有权限`,
    folderNotWritable: (folder) => `无法在 ${folder} 里写入：这个文件夹不可写`,
    lockedHere: (file) => `${file} 已经在这个进程里打开写入了；请用那个 Session 对象，或者先 close() 它`,
    lockedElsewhere: (file, pid) =>
      `${file} 正被另一个进程（pid ${pid}）打开写入；先在那边关掉它，` +
      "或者用 loadSession() / `npm run session -- context` 来读，它们从不写文件",

    usage: `用法：npm run session -- <命令> FILE [选项]

  tree FILE                              画出整棵树，每个条目一行，标出当前的叶子
  context FILE [--leaf ID ...] [--json] [--original]
                                         每个叶子处的上下文（默认是当前的叶子；--leaf null 表示
                                         第一个条目之前）；--json 每个叶子打印一行
                                         {messages, thinkingLevel, model} 对象；被上下文编辑改过的
                                         消息会标出来，--original 还会显示文件里的原文（也就是编辑藏起来的内容）
  check FILE                             列出每个问题和它的行号；有问题就以 1 退出
  repair FILE                            写出修复后的文件（原文件保留为 FILE.bak）

tree、context 和 check 只读文件，从不改动它。
退出码：0 完成，1 文件有问题或不能当作会话读取，2 参数不对。`,
  },
};

/** The inspector's lines for this run's language (KIT_LANG, then the locale). */
export function cliMessages(language: Language = runLanguage()): CliMessages {
  return CLI_MESSAGES[language];
}
