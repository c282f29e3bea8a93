/**
 * The sentences of the classroom's error answers, in English and in Chinese, chosen like the rest of the server's
 * (`error-words.ts`): a class in Chinese reads why it was refused in Chinese. The codes (`wrong_code`,
 * `prompts_per_minute`) and the settings' names stay as they are.
 */
import { type Language, runLanguage } from "@kit/agent-loop";
import { requestLanguage } from "@kit/server/building-blocks";

export interface ClassErrorWords {
  classFull: (students: number) => string;
  wrongCode: string;
  wrongReturnCode: string;
  teacherHasNoSessions: string;
  notJoined: string;
  noRoute: (method: string, path: string) => string;
  nameEmpty: string;
  nameOdd: string;
  nameInvisible: string;
  frozen: string;
  /** A fair-use limit: `why` is one of the sentences below, `name` the limit's code. */
  limit: (why: string, name: string) => string;
  failedJoins: (tries: number) => string;
  tooManySessions: (count: number) => string;
  studentTokens: (tokens: number) => string;
  classTokens: (tokens: number) => string;
  promptsPerMinute: (prompts: number) => string;
  writesPerMinute: (writes: number) => string;
  joinsPerMinute: (joins: number) => string;
  promptBytes: (bytes: number) => string;
  studentBytes: (mib: number) => string;
  classGuard: string;
  /** Appended to a limit that frees with time. */
  tryAgainIn: (seconds: number) => string;
  removed: (id: string) => string;
  streamsPerStudent: (streams: number) => string;
  wrongTeacherToken: string;
  notTeacher: string;
  unknownStudent: (id: string) => string;
  readOnly: string;
}

export const CLASS_ERROR_WORDS: Record<Language, ClassErrorWords> = {
  en: {
    classFull: (students) => `the class is full: ${students} students have joined (limit KIT_CLASS_MAX_STUDENTS)`,
    wrongCode: "that is not this class's join code: check the code on the projector",
    wrongReturnCode:
      "that return code names nobody in this class (each code works once): ask the teacher, or join without it",
    teacherHasNoSessions: "the teacher has no sessions of their own: follow a student's session from the teacher view",
    notJoined: "join the class first: open the page and type the join code and your name",
    noRoute: (method, path) => `no route ${method} ${path} in classroom mode`,
    nameEmpty: 'field "name": type your name',
    nameOdd: 'field "name": letters, digits, spaces and punctuation only',
    nameInvisible: 'field "name": type a name that shows (blank and filler characters are not one)',
    frozen: "the teacher has paused prompting for the class; Send works again when they resume it",
    limit: (why, name) => `${why} (class limit ${name}; the teacher can raise it, see docs/teaching.md)`,
    failedJoins: (tries) => `${tries} wrong codes came from this machine in the last minute`,
    tooManySessions: (count) => `you have ${count} sessions, the most one student may have`,
    studentTokens: (tokens) => `you have used your ${tokens} model tokens`,
    classTokens: (tokens) => `the class has used its ${tokens} model tokens`,
    promptsPerMinute: (prompts) => `you sent ${prompts} prompts in the last minute`,
    writesPerMinute: (writes) =>
      `you made ${writes} changes (new sessions, forks, moves, compactions, labels, names) in the last minute`,
    joinsPerMinute: (joins) => `${joins} students joined from this machine in the last minute`,
    promptBytes: (bytes) => `a prompt may be at most ${bytes} bytes long: shorten it, or send it in parts`,
    studentBytes: (mib) =>
      `your sessions and workspace hold ${mib} MiB, all one student may keep: ask the teacher (waiting will not help)`,
    classGuard:
      "the class server is short of memory or disk, so prompting is paused for everyone; the teacher has been told",
    tryAgainIn: (seconds) => `try again in ${seconds} s`,
    removed: (id) => `removed ${id} from the class; their session files stay in the download`,
    streamsPerStudent: (streams) => `you have ${streams} event streams open; close a tab`,
    wrongTeacherToken: "that is not the teacher's token: copy the URL from the terminal",
    notTeacher: "only the teacher may do this: open the teacher URL from the terminal",
    unknownStudent: (id) => `no student ${id} in this class`,
    readOnly: "the teacher follows a student's session read-only: nothing can be changed",
  },
  zh: {
    classFull: (students) => `班级已满：已经有 ${students} 名学生加入（上限 KIT_CLASS_MAX_STUDENTS）`,
    wrongCode: "这不是本班的加入码：请核对投影上的加入码",
    wrongReturnCode: "本班没有人用这个返回码（每个返回码只能用一次）：请问老师，或者不带它重新加入",
    teacherHasNoSessions: "老师没有自己的会话：请在老师视图里跟随某个学生的会话",
    notJoined: "请先加入班级：打开页面，输入加入码和你的名字",
    noRoute: (method, path) => `课堂模式下没有 ${method} ${path} 这个路由`,
    nameEmpty: '字段 "name"：请输入你的名字',
    nameOdd: '字段 "name"：只能用字母、数字、空格和标点',
    nameInvisible: '字段 "name"：请输入能看得见的名字（空白和填充字符不算名字）',
    frozen: "老师暂停了全班的提问；老师恢复之后，发送按钮就能再用",
    limit: (why, name) => `${why}（班级限制 ${name}；老师可以调高，见 docs/teaching.md）`,
    failedJoins: (tries) => `过去一分钟里，这台机器输错了 ${tries} 次加入码`,
    tooManySessions: (count) => `你已经有 ${count} 个会话，这是每个学生的上限`,
    studentTokens: (tokens) => `你的 ${tokens} 个模型 token 已经用完`,
    classTokens: (tokens) => `全班的 ${tokens} 个模型 token 已经用完`,
    promptsPerMinute: (prompts) => `过去一分钟里你发了 ${prompts} 个提示词`,
    writesPerMinute: (writes) =>
      `过去一分钟里你做了 ${writes} 次修改（新建会话、fork、切换分支、树导航、压缩、标签、命名）`,
    joinsPerMinute: (joins) => `过去一分钟里，已经有 ${joins} 名学生从这台机器加入`,
    promptBytes: (bytes) => `一个提示词最多 ${bytes} 字节：请删短一些，或者分几次发`,
    studentBytes: (mib) => `你的会话和工作区已经占了 ${mib} MiB，这是每个学生的上限：请找老师（等待没有用）`,
    classGuard: "课堂服务器的内存或磁盘快不够了，全班的提问暂停；老师已经收到提醒",
    tryAgainIn: (seconds) => `${seconds} 秒后再试`,
    removed: (id) => `已把 ${id} 移出课堂；他的会话文件仍在下载包里`,
    streamsPerStudent: (streams) => `你已经打开了 ${streams} 个事件流；请关掉一个标签页`,
    wrongTeacherToken: "这不是老师地址里的 token：请从终端里复制老师的地址",
    notTeacher: "只有老师能做这件事：请打开终端里打印的老师地址",
    unknownStudent: (id) => `本班没有学生 ${id}`,
    readOnly: "老师以只读方式跟随学生的会话：什么都不能改",
  },
};

/** The classroom's error words for the request's language, else the server's (as errorWords). */
export function classErrorWords(language: Language = requestLanguage() ?? runLanguage()): ClassErrorWords {
  return CLASS_ERROR_WORDS[language];
}
