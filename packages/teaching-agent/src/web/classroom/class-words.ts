/**
 * The classroom's words on the page, in both languages, kept beside the
 * classroom's components (the rest of the page's words are in i18n/).
 */
import { type Language, useI18n } from "../i18n/index.tsx";

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
};

const WORDS: Record<Language, ClassWords> = { en, "zh-CN": zhCN };

export function useClassWords(): ClassWords {
  return WORDS[useI18n().language];
}
