/**
 * What `npm run classroom` prints, in English and in Chinese (`KIT_LANG=zh-CN`
 * or a Chinese locale). Addresses, codes and tokens stay as they are.
 */
import { type Language, runLanguage } from "@kit/agent-loop";
import type { ClassAddress } from "./class-addresses.ts";

export interface ClassWords {
  addresses: (found: ClassAddress[]) => string;
  startAgain: (address: string) => string;
  noAddress: string;
  everyAddress: string;
  ask: string;
  notAChoice: (typed: string) => string;
  notHere: (host: string) => string;
  listening: (url: string) => string;
  studentsOpen: (url: string) => string;
  joinCode: (code: string) => string;
  teacher: (url: string) => string;
  exposes: (classDir: string) => string;
  limits: (perMinute: number, streams: number, sessions: number) => string;
  /** Bytes and joins: what a lab behind one NAT address may have to raise. */
  moreLimits: (promptBytes: number, studentMib: number, joinsPerMinute: number, connections: number) => string;
  /** The soft file-descriptor limit is low: how to raise it. */
  fewFiles: (limit: number, wanted: number) => string;
  joined: (name: string, id: string) => string;
  /** A student came back with their return code (a new browser, the same sessions). */
  returned: (name: string, id: string) => string;
  stopHint: string;
}

const list = (found: ClassAddress[]) =>
  found.map((item, i) => `  ${i + 1}. ${item.address}  (${item.interfaceName})`).join("\n");

export const CLASS_WORDS: Record<Language, ClassWords> = {
  en: {
    addresses: (found) => `Which address is the class network? This machine has:\n${list(found)}`,
    startAgain: (address) => `Start again with one of them, e.g.: npm run classroom -- --host ${address}`,
    noAddress:
      "This machine has no network address but loopback: connect it to the class network first " +
      "(or try the classroom on this machine alone: npm run classroom -- --host 127.0.0.1)",
    everyAddress:
      "Give one address, not every interface (0.0.0.0 or ::): the class network's, e.g. --host 192.168.1.20",
    ask: "Type its number and press Enter: ",
    notAChoice: (typed) => `"${typed}" is not one of the numbers listed`,
    notHere: (host) => `cannot listen on ${host}: it is not an address of this machine (see the list without --host)`,
    listening: (url) => `Classroom server on ${url}/ : plain HTTP, for a class network you trust.`,
    studentsOpen: (url) => `  Students open  ${url}/`,
    joinCode: (code) => `  and type the join code  ${code}  and their name.`,
    teacher: (url) => `  Teacher only (do not project it; open it once in your browser):\n  ${url}`,
    exposes: (dir) =>
      "  Exposed: the page and the API, to every machine that reaches this address.\n" +
      "  A student sees only their own sessions and workspace; the teacher sees all.\n" +
      "  Nothing is encrypted: anyone on the network can read the traffic and copy a cookie.\n" +
      `  Sessions and workspaces go to ${dir}`,
    limits: (perMinute, streams, sessions) =>
      `  Limits per student: ${perMinute} prompts a minute, ${streams} event streams, ${sessions} sessions ` +
      "(KIT_CLASS_* variables, see docs/teaching.md).",
    moreLimits: (promptBytes, studentMib, joins, connections) =>
      `  A prompt up to ${promptBytes} bytes; ${studentMib} MiB of sessions and workspace per student.\n` +
      `  From one address: ${joins} new students a minute, ${connections} connections at once. A lab whose machines\n` +
      "  share one address (NAT) needs more of both, e.g.:\n" +
      "  KIT_CLASS_JOINS_PER_MINUTE=60 KIT_CLASS_CONNECTIONS_PER_ADDRESS=400 npm run classroom -- ...",
    fewFiles: (limit, wanted) =>
      `  Warning: this process may open only ${limit} files and connections (ulimit -n): a class can run out.\n` +
      `  Stop it, raise the limit and start it again: ulimit -n ${wanted} && npm run classroom -- ...`,
    joined: (name, id) => `joined: ${name} (${id})`,
    returned: (name, id) => `came back with their return code: ${name} (${id})`,
    stopHint: "  Ctrl-C stops it; the session files stay.",
  },
  zh: {
    addresses: (found) => `课堂网络是哪个地址？这台机器有：\n${list(found)}`,
    startAgain: (address) => `请选一个重新启动，例如：npm run classroom -- --host ${address}`,
    noAddress:
      "这台机器除了回环地址没有别的网络地址：请先连上课堂网络" +
      "（或者只在本机试一试：npm run classroom -- --host 127.0.0.1）",
    everyAddress: "请给出一个地址，而不是所有网卡（0.0.0.0 或 ::）：课堂网络的地址，例如 --host 192.168.1.20",
    ask: "输入编号后按回车：",
    notAChoice: (typed) => `"${typed}" 不是上面列出的编号`,
    notHere: (host) => `无法监听 ${host}：它不是这台机器的地址（不带 --host 运行可以看到地址列表）`,
    listening: (url) => `课堂服务器在 ${url}/ ：明文 HTTP，只适合你信任的课堂网络。`,
    studentsOpen: (url) => `  学生打开  ${url}/`,
    joinCode: (code) => `  输入加入码  ${code}  和自己的名字。`,
    teacher: (url) => `  仅限教师（不要投影；在你的浏览器里打开一次）：\n  ${url}`,
    exposes: (dir) =>
      "  对外开放：页面和 API，所有能访问这个地址的机器都能连上。\n" +
      "  学生只能看到自己的会话和工作区；教师能看到全部。\n" +
      "  通信没有加密：网络上的任何人都能读到流量、复制 cookie。\n" +
      `  会话和工作区保存在 ${dir}`,
    limits: (perMinute, streams, sessions) =>
      `  每个学生的限制：每分钟 ${perMinute} 次提问，${streams} 个事件流，${sessions} 个会话` +
      "（KIT_CLASS_* 变量，见 docs/zh-CN/teaching.md）。",
    moreLimits: (promptBytes, studentMib, joins, connections) =>
      `  一个提示词最多 ${promptBytes} 字节；每个学生的会话和工作区最多 ${studentMib} MiB。\n` +
      `  同一个地址：每分钟最多加入 ${joins} 名新学生，同时最多 ${connections} 个连接。` +
      "如果机房的机器共用一个出口地址（NAT），两个都要调高，例如：\n" +
      "  KIT_CLASS_JOINS_PER_MINUTE=60 KIT_CLASS_CONNECTIONS_PER_ADDRESS=400 npm run classroom -- ...",
    fewFiles: (limit, wanted) =>
      `  注意：这个进程最多只能同时打开 ${limit} 个文件和连接（ulimit -n），全班用起来可能不够。\n` +
      `  请停掉它，调高限制后重新启动：ulimit -n ${wanted} && npm run classroom -- ...`,
    joined: (name, id) => `已加入：${name}（${id}）`,
    returned: (name, id) => `用返回码回来了：${name}（${id}）`,
    stopHint: "  按 Ctrl-C 停止；会话文件会保留。",
  },
};

export function classWords(language: Language = runLanguage()): ClassWords {
  return CLASS_WORDS[language];
}
