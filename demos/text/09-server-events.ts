/**
 * What demo 09 (09-server-events.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";

const en = {
  title: "Demo 09: the server and its events",
  listens: "1. The server listens on 127.0.0.1 (a free port); the sessions folder is empty.",
  newSession: "2. A new session:",
  sessionName: "demo 09",
  itsId: (id: string) => `  (its id is the file name: ${id})`,
  stream: "3. Open the event stream, then send a prompt. The answer is 202 at once; the run streams as events:",
  prompt: "which files are there?",
  nextContext: "4. What the model would be sent next (GET /context):",
  contextLine: (n: number, tokens: number, roles: string) =>
    `  ${n} messages, about ${tokens} tokens; the request's roles: ${roles}`,
  branch: "5. Move the leaf back to the question (POST /branch). Nothing is deleted; the move is an entry too:",
  away: "6. Drop the stream, label the question while away, reconnect with Last-Event-ID:",
  label: "the question",
  reconnect: (id: string) => `reconnect with Last-Event-ID: ${id}`,
  stop: (path: string) =>
    `7. Stop the server. The session file holds every message, saved as each one ended:\n  ${path}`,
  header: ["line", "type", "id", "parentId", "what"],
  headerLine: "the header: format version, session id, cwd",
  check: (n: number) => `  session check: ${n} problems`,
};

export const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 09：服务器与事件",
    listens: "1. 服务器监听 127.0.0.1（一个空闲端口）；会话文件夹是空的。",
    newSession: "2. 新建一个会话：",
    sessionName: "演示 09",
    itsId: (id: string) => `  （它的 id 就是文件名：${id}）`,
    stream: "3. 打开事件流，再发一个问题。回答立刻是 202；这次运行以事件的形式推送过来：",
    prompt: "工作区里有哪些文件？",
    nextContext: "4. 下一次会发给模型什么（GET /context）：",
    contextLine: (n: number, tokens: number, roles: string) =>
      `  ${n} 条消息，大约 ${tokens} 个 token；请求里的角色：${roles}`,
    branch: "5. 把叶子移回那个问题（POST /branch）。什么都不删除；这次移动本身也是一个条目：",
    away: "6. 断开事件流，离开期间给问题打个标签，再带着 Last-Event-ID 重新连接：",
    label: "那个问题",
    reconnect: (id: string) => `带着 Last-Event-ID 重新连接：${id}`,
    stop: (path: string) => `7. 停止服务器。会话文件里有每一条消息，每条都在结束时保存：\n  ${path}`,
    header: ["行", "type", "id", "parentId", "内容"],
    headerLine: "头部：格式版本、会话 id、cwd",
    check: (n: number) => `  session check：${n === 0 ? "没有问题" : `${n} 个问题`}`,
  },
};
