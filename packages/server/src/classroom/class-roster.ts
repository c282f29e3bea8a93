/**
 * The students of a class. Each one who joins gets an id (shown to the
 * teacher, not secret), a token (secret, their cookie), and a server of their
 * own: the kit's server, never listening, over a sessions folder and a
 * workspace of theirs (`CLASS/ID/sessions`, `CLASS/ID/workspace`, copied from
 * the sample). Isolation is then the folder: a session id of another student
 * names no file in yours, and your tools work inside your workspace only.
 *
 * A student whose browser lost its cookie comes back with their return code
 * (shown on their own page): `comeBack` gives them a new token and a new
 * return code, and the old ones stop working, so a code read over a shoulder
 * works once and the student sees at once that it was used.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { HttpError } from "../errors.ts";
import type { KitServer } from "../server.ts";
import { classErrorWords } from "./class-error-words.ts";
import { FolderBytes } from "./folder-bytes.ts";
import { newJoinCode, RETURN_CODE_LENGTH } from "./join-code.ts";
import { PromptWindow } from "./prompt-window.ts";
import { newToken } from "./secrets.ts";

export interface Student {
  /** `s-` and 8 hex characters: the student's folder name, shown to the teacher. */
  readonly id: string;
  /** As typed at join (trimmed): shown by React, printed through `printable()`. */
  readonly name: string;
  /** The cookie's value; replaced when the student comes back. */
  token: string;
  /** What the student types to come back (normalised: no dash, upper case); replaced at each use. */
  returnCode: string;
  readonly joinedAt: number;
  /** The student's own server: their sessions, runs, events and tools. */
  readonly server: KitServer;
  readonly prompts: PromptWindow;
  /** Every other write (new sessions, forks, navigation, compaction, labels, names) in the last minute. */
  readonly writes: PromptWindow;
  /** The TCP peer address they joined from, shown to the teacher. */
  readonly address: string;
  /** Their folder (`CLASS/ID`: sessions and workspace), and the bytes it holds. */
  readonly folder: string;
  readonly folderBytes: FolderBytes;
  /** Model tokens their calls have used (counted by the token meter). */
  tokensUsed: number;
}

export interface StudentFolders {
  sessionsDir: string;
  workspaceDir: string;
}

export interface ClassRosterOptions {
  classDir: string;
  maxStudents: number;
  promptsPerMinute: number;
  writesPerMinute: number;
  /** Builds one student's server over their folders; `usage` is where their token count is kept. */
  serverFor: (folders: StudentFolders, usage: { tokensUsed: number }, studentId: string) => KitServer;
  now: () => number;
}

export class ClassRoster {
  private readonly byId = new Map<string, Student>();
  private readonly byToken = new Map<string, Student>();
  private readonly byReturnCode = new Map<string, Student>();
  /** Students the teacher removed: gone from the class, their session files still in the download. */
  private readonly removedStudents: Student[] = [];

  constructor(private readonly options: ClassRosterOptions) {}

  join(name: string, address: string): Student {
    if (this.byId.size >= this.options.maxStudents) {
      throw new HttpError(429, "class_full", classErrorWords().classFull(this.options.maxStudents));
    }
    const id = `s-${randomBytes(4).toString("hex")}`;
    const folder = join(this.options.classDir, id);
    const usage = { tokensUsed: 0 };
    const server = this.options.serverFor(
      { sessionsDir: join(folder, "sessions"), workspaceDir: join(folder, "workspace") },
      usage,
      id,
    );
    const student: Student = {
      id,
      name,
      token: newToken(),
      returnCode: newReturnCode(),
      joinedAt: this.options.now(),
      server,
      prompts: new PromptWindow(this.options.promptsPerMinute, this.options.now),
      writes: new PromptWindow(this.options.writesPerMinute, this.options.now),
      address,
      folder,
      folderBytes: new FolderBytes(folder, this.options.now),
      get tokensUsed() {
        return usage.tokensUsed;
      },
      set tokensUsed(value) {
        usage.tokensUsed = value;
      },
    };
    this.byId.set(id, student);
    this.byToken.set(student.token, student);
    this.byReturnCode.set(student.returnCode, student);
    return student;
  }

  /** The student a return code names, with a new token and return code (the old ones forgotten), or undefined. */
  comeBack(returnCode: string): Student | undefined {
    const student = this.byReturnCode.get(returnCode);
    if (!student) return undefined;
    this.byToken.delete(student.token);
    this.byReturnCode.delete(student.returnCode);
    student.token = newToken();
    student.returnCode = newReturnCode();
    this.byToken.set(student.token, student);
    this.byReturnCode.set(student.returnCode, student);
    return student;
  }

  /** The student a cookie names, or undefined (a Map lookup: the token is the key, never compared by hand). */
  withToken(token: string | undefined): Student | undefined {
    return token === undefined ? undefined : this.byToken.get(token);
  }

  withId(id: string): Student | undefined {
    return this.byId.get(id);
  }

  all(): Student[] {
    return [...this.byId.values()];
  }

  /**
   * Takes a student out of the class (the teacher's choice): their cookie and return code stop working, their place
   * is free, their runs stop. Their folder stays, and `removed()` keeps it in the download.
   */
  async remove(id: string): Promise<Student | undefined> {
    const student = this.byId.get(id);
    if (!student) return undefined;
    this.byId.delete(id);
    this.byToken.delete(student.token);
    this.byReturnCode.delete(student.returnCode);
    this.removedStudents.push(student);
    await student.server.stop();
    return student;
  }

  removed(): Student[] {
    return [...this.removedStudents];
  }
}

function newReturnCode(): string {
  return newJoinCode(RETURN_CODE_LENGTH);
}
