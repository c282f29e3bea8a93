/**
 * The `message` of each error answer, in English and in Chinese (`KIT_LANG=zh-CN` or a Chinese locale, as
 * words.ts). Only the sentence a person reads is translated: the `code` beside it (`busy`, `invalid_field`) is API
 * and stays English, and so do header names, field names, routes and ids.
 */
import { type Language, runLanguage } from "@kit/agent-loop";
import type { EntryRole } from "@kit/session-core";
import { requestLanguage } from "./request-language.ts";

/** What a request asked to do while the session was busy, and what the session was busy with. */
export type BusyAction = "start a new run" | "switch branch" | "compact" | "navigate" | "edit the context";

const ZH_ROLES: Record<EntryRole, string> = {
  entry: "条目",
  "parent entry": "父条目",
  "entry to fork from": "要从它分叉的条目",
  "entry to keep": "要保留的条目",
  "entry to label": "要加标签的条目",
  "entry to edit": "要修改的条目",
};

export interface ErrorWords {
  // errors.ts
  nothingSaved: (why: string) => string;
  diskFull: string;
  writeFailed: (cause: string) => string;
  internal: string;
  /** Another writer holds the file's lock (`pid`): a second server, pi itself, or another Session in this one. */
  sessionLocked: (file: string, pid: number) => string;
  // request-guard.ts
  forbiddenHost: (host: string) => string;
  crossSiteOrigin: (origin: string) => string;
  crossSiteFetch: (site: string) => string;
  notJson: (contentType: string) => string;
  // app.ts
  tooLarge: (limitBytes: number) => string;
  noRoute: (method: string, path: string) => string;
  // read-only.ts
  readOnly: (method: string, path: string) => string;
  // session-ids.ts, session-registry.ts, session-summary.ts
  notASessionId: (quotedId: string) => string;
  leavesFolder: (quotedId: string) => string;
  unknownSession: (id: string, dir: string) => string;
  notAFile: (path: string, kind: string) => string;
  // run-manager.ts: `runId` when a run is what the session is busy with, else the task.
  busy: (action: BusyAction, runId: string | undefined, task: BusyAction | undefined) => string;
  // routes/context-edit.ts (the other refusals: context-edit-words.ts)
  noEntryToEdit: (id: string) => string;
  /** An id that names no entry (`UnknownEntryError`: its role, and the entry naming a missing parent). */
  noEntry: (role: EntryRole, id: string, namedBy?: string) => string;
  // sse-connection.ts
  tooManyStreams: (open: number) => string;
  // validate.ts
  badJson: (parseError: string) => string;
  missingField: (names: string) => string;
  unknownField: (names: string) => string;
  bodyIsWrong: (problem: string) => string;
  fieldIsWrong: (field: string, problem: string) => string;
  /** Between the problems of one body. */
  separator: string;
}

const ZH_ACTIONS: Record<BusyAction, string> = {
  "start a new run": "开始新的运行",
  "switch branch": "切换分支",
  compact: "压缩",
  navigate: "在树上导航",
  "edit the context": "修改上下文",
};

export const ERROR_WORDS: Record<Language, ErrorWords> = {
  en: {
    nothingSaved: (why) =>
      `nothing was saved: ${why}. Everything saved before is kept; try again once the cause is gone`,
    diskFull: "the disk is full",
    writeFailed: (cause) => `the file could not be written (${cause})`,
    internal: "the server failed while handling this request; its log says why",
    sessionLocked: (file, pid) =>
      `${file} is open for writing by another writer (pid ${pid}), such as a second server or pi itself; ` +
      "close it there first, then try again (reading it needs no lock)",
    forbiddenHost: (host) =>
      `this server answers only to its own address, not to Host "${host}"; ` +
      "a classroom server lists more names in KIT_ALLOWED_HOSTS",
    crossSiteOrigin: (origin) =>
      `requests from another site (Origin "${origin}") are refused: only the page this server serves may use the API`,
    crossSiteFetch: (site) =>
      `requests from another site (Sec-Fetch-Site: ${site}) are refused: ` +
      "only the page this server serves may use the API",
    notJson: (contentType) =>
      `send the body as JSON with Content-Type: application/json (it was "${contentType}"), even when it is empty`,
    tooLarge: (limitBytes) => `the request body is over the limit of ${limitBytes} bytes`,
    noRoute: (method, path) => `no route ${method} ${path}; the routes are listed in packages/server/README.md`,
    readOnly: (method, path) =>
      `${method} ${path} refused: this server shows sessions read-only and changes no file; ` +
      "to go on with a session, continue it in a copy (packages/teaching-agent/README.md, --continue-copy)",
    notASessionId: (id) => `${id} is not a session id: ids are file names made of letters, digits, ".", "-" and "_"`,
    leavesFolder: (id) => `${id} would leave the sessions folder`,
    unknownSession: (id, dir) => `no session "${id}" in ${dir}`,
    notAFile: (path, kind) => `${path} is ${kind}, not a session file; only regular files are read`,
    busy: (action, runId, task) =>
      `cannot ${action} while ${runId === undefined ? task : `run ${runId}`} is in progress in this session; ` +
      (runId === undefined
        ? "wait for it to finish, or POST /abort"
        : "wait for its run_end event, or POST /abort first"),
    noEntryToEdit: (id) => `no entry to edit with id "${id}" in this session`,
    noEntry: (role, id, namedBy) =>
      `no ${role}${namedBy === undefined ? "" : ` (named by "${namedBy}")`} with id "${id}" in this session`,
    tooManyStreams: (open) =>
      `${open} event streams are open, the most this server allows (KIT_MAX_EVENT_STREAMS); ` +
      "close a tab or try again later",
    badJson: (parseError) => `the request body is not valid JSON: ${parseError}`,
    missingField: (names) => `missing field ${names}`,
    unknownField: (names) => `unknown field ${names}`,
    bodyIsWrong: (problem) => `the body ${problem} (send a JSON object)`,
    fieldIsWrong: (field, problem) => `field "${field}": ${problem}`,
    separator: "; ",
  },
  zh: {
    nothingSaved: (why) => `什么都没有保存：${why}。之前保存的都还在；排除原因之后再试一次`,
    diskFull: "磁盘满了",
    writeFailed: (cause) => `文件写不进去（${cause}）`,
    internal: "服务器处理这个请求时出错了；原因写在服务器的日志里",
    sessionLocked: (file, pid) =>
      `${file} 正被另一个写入者（pid ${pid}）打开写入，比如第二个服务器或者 pi 本身；` +
      "先在那边关掉它再试一次（只是读取的话不需要锁）",
    forbiddenHost: (host) =>
      `这个服务器只回应它自己的地址，不回应 Host "${host}"；课堂服务器可以在 KIT_ALLOWED_HOSTS 里列出更多名字`,
    crossSiteOrigin: (origin) => `拒绝来自其他网站（Origin "${origin}"）的请求：只有这个服务器提供的页面能用这个 API`,
    crossSiteFetch: (site) => `拒绝来自其他网站（Sec-Fetch-Site: ${site}）的请求：只有这个服务器提供的页面能用这个 API`,
    notJson: (contentType) =>
      `请求体要以 JSON 发送，带上 Content-Type: application/json（这次是 "${contentType}"），请求体为空时也一样`,
    tooLarge: (limitBytes) => `请求体超过了 ${limitBytes} 字节的上限`,
    noRoute: (method, path) => `没有 ${method} ${path} 这个路由；所有路由列在 packages/server/README.md 里`,
    readOnly: (method, path) =>
      `拒绝 ${method} ${path}：这个服务器只读地展示会话，不改任何文件；` +
      "想接着这个会话往下聊，就在副本里继续（见 packages/teaching-agent/README.md 的 --continue-copy）",
    notASessionId: (id) => `${id} 不是会话 id：id 是文件名，只能由字母、数字、"."、"-" 和 "_" 组成`,
    leavesFolder: (id) => `${id} 会跑到会话文件夹外面去`,
    unknownSession: (id, dir) => `${dir} 里没有会话 "${id}"`,
    notAFile: (path, kind) => `${path} 是${kind}，不是会话文件；只读取普通文件`,
    busy: (action, runId, task) =>
      `这个会话里${runId === undefined ? ZH_ACTIONS[task ?? "compact"] : `运行 ${runId} `}还在进行，现在不能` +
      `${ZH_ACTIONS[action]}；${runId === undefined ? "等它结束，或者 POST /abort" : "等它的 run_end 事件，或者先 POST /abort"}`,
    noEntryToEdit: (id) => `这个会话里没有 id 为 "${id}" 的要修改的条目`,
    noEntry: (role, id, namedBy) =>
      `这个会话里没有 id 为 "${id}" 的${ZH_ROLES[role]}${namedBy === undefined ? "" : `（"${namedBy}" 指向它）`}`,
    tooManyStreams: (open) =>
      `已经打开了 ${open} 个事件流，这是这个服务器允许的上限（KIT_MAX_EVENT_STREAMS）；关掉一个标签页，或者稍后再试`,
    badJson: (parseError) => `请求体不是合法的 JSON：${parseError}`,
    missingField: (names) => `缺少字段 ${names}`,
    unknownField: (names) => `未知字段 ${names}`,
    bodyIsWrong: (problem) => `请求体${problem}（请发送一个 JSON 对象）`,
    fieldIsWrong: (field, problem) => `字段 "${field}"：${problem}`,
    separator: "；",
  },
};

/** The words for the request's language (its Accept-Language), else the server's (KIT_LANG, then the locale). */
export function errorWords(language: Language = requestLanguage() ?? runLanguage()): ErrorWords {
  return ERROR_WORDS[language];
}
