/**
 * The classroom's words on the page, in both languages, kept beside the
 * classroom's components (the rest of the page's words are in i18n/).
 */
import { type Language, useI18n } from "@kit/teaching-agent/web/i18n/index.tsx";

const en = {
  joinTitle: "Join the class",
  joinHelp:
    "Type the code on the projector and your name. Your sessions are yours: nobody else in the class sees them.",
  joinCode: "Join code",
  yourName: "Your name",
  join: "Join",
  returnCode: "Return code (only if you joined before and your browser forgot you)",
  comingBack: "Coming back later?",
  returnCodeIs: (code: string) =>
    `Your return code is ${code}. Write it down: if your browser closes, type it with the join code to get your ` +
    "sessions back. Keep it to yourself; it works once, and you get a new one.",
  frozen: "The teacher has paused prompting for the class: Send works again when they resume it.",
  following: (name: string) => `Following ${name}: read-only, nothing here can be changed`,
  backToClass: "Back to the class",
  teacherTitle: "The class",
  freeze: "Pause prompting for everyone",
  unfreeze: "Resume prompting",
  download: "Download every session file (.tar)",
  noStudents: "Nobody has joined yet: project the join address and the code.",
  student: "Student",
  sessions: "Sessions",
  activity: "Last minute",
  prompts: (n: number) => `${n} prompt${n === 1 ? "" : "s"}`,
  tokens: (n: number) => `${n} tokens`,
  entries: (n: number) => `${n} entries`,
  running: "running",
  follow: "Follow",
  noSessions: "no session yet",
  counts: (students: number, places: number, running: number, shown: number) =>
    `${students} of ${places} places taken · ${running} running now${shown < students ? ` · ${shown} shown` : ""}`,
  filter: "Find a student (name or id)",
  sortBy: "Sort by",
  sorts: { name: "name", active: "last active", running: "running first" } as Record<string, string>,
  sameName: "same name as another student",
  fromAddress: (address: string, joins: number) => `${joins} students joined from ${address}`,
  removed: (n: number) => `${n} removed (their files stay in the download)`,
  remove: "Remove",
  removeTitle: "Take this student out of the class: their place frees, their sessions stay in the download",
  confirmRemove: (name: string) =>
    `Remove ${name} from the class? Their browser stops working here; their session files stay in the download.`,
  guardMemory: (used: number, limit: number) =>
    `Prompting is paused for everyone: the server uses ${used} MiB of memory (limit ${limit} MiB, ` +
    "KIT_CLASS_MAX_RSS_MIB). It resumes by itself once memory falls; removing a student who floods the class helps.",
  guardDisk: (free: number, limit: number) =>
    `Prompting is paused for everyone: ${free} MiB free on the class folder's disk (limit ${limit} MiB, ` +
    "KIT_CLASS_MIN_FREE_DISK_MIB). It resumes by itself once there is room.",
  storage: (mib: number, limit: number) => `${mib} of ${limit} MiB`,
};

type ClassWords = typeof en;

const zhCN: ClassWords = {
  joinTitle: "加入课堂",
  joinHelp: "输入投影上的加入码和你的名字。你的会话只属于你：课堂上的其他人看不到。",
  joinCode: "加入码",
  yourName: "你的名字",
  join: "加入",
  returnCode: "返回码（只有之前加入过、浏览器又忘了你时才填）",
  comingBack: "之后还要回来？",
  returnCodeIs: (code) =>
    `你的返回码是 ${code}。请记下来：浏览器关掉以后，和加入码一起输入，就能回到自己的会话。` +
    "别给别人看；它只能用一次，用过之后会换一个新的。",
  frozen: "老师暂停了全班的提问：老师恢复后，“发送”就能再用。",
  following: (name) => `正在跟随 ${name}：只读，这里什么都不能改`,
  backToClass: "回到全班",
  teacherTitle: "全班",
  freeze: "暂停全班提问",
  unfreeze: "恢复提问",
  download: "下载全部会话文件（.tar）",
  noStudents: "还没有人加入：请投影加入地址和加入码。",
  student: "学生",
  sessions: "会话",
  activity: "最近一分钟",
  prompts: (n) => `${n} 次提问`,
  tokens: (n) => `${n} 个 token`,
  entries: (n) => `${n} 个条目`,
  running: "运行中",
  follow: "跟随",
  noSessions: "还没有会话",
  counts: (students, places, running, shown) =>
    `已加入 ${students} 人，共 ${places} 个名额 · ${running} 人正在运行` +
    (shown < students ? ` · 显示 ${shown} 人` : ""),
  filter: "查找学生（名字或编号）",
  sortBy: "排序",
  sorts: { name: "按名字", active: "按最近活动", running: "运行中的在前" },
  sameName: "和另一名学生同名",
  fromAddress: (address, joins) => `有 ${joins} 名学生从 ${address} 加入`,
  removed: (n) => `已移出 ${n} 人（他们的会话文件仍在下载包里）`,
  remove: "移出",
  removeTitle: "把这名学生移出课堂：名额空出来，他的会话仍在下载包里",
  confirmRemove: (name) => `把 ${name} 移出课堂吗？他的浏览器在这里将不能再用；会话文件仍在下载包里。`,
  guardMemory: (used, limit) =>
    `全班提问已暂停：服务器用了 ${used} MiB 内存（上限 ${limit} MiB，KIT_CLASS_MAX_RSS_MIB）。` +
    "内存降下来后会自动恢复；把刷屏的学生移出课堂会有帮助。",
  guardDisk: (free, limit) =>
    `全班提问已暂停：课堂文件夹所在的磁盘只剩 ${free} MiB（下限 ${limit} MiB，KIT_CLASS_MIN_FREE_DISK_MIB）。` +
    "腾出空间后会自动恢复。",
  storage: (mib, limit) => `${mib} / ${limit} MiB`,
};

const WORDS: Record<Language, ClassWords> = { en, "zh-CN": zhCN };

export function useClassWords(): ClassWords {
  return WORDS[useI18n().language];
}
