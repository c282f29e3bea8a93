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
 *
 * The list is saved in the class folder at each change (roster-file.ts), so a
 * server restarted on the same folder knows every student again.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { KitServer } from "@kit/server";
import { HttpError } from "@kit/server/building-blocks";
import { classErrorWords } from "./class-error-words.ts";
import { FolderBytes } from "./folder-bytes.ts";
import { newJoinCode, RETURN_CODE_LENGTH } from "./join-code.ts";
import { PromptWindow } from "./prompt-window.ts";
import { type SavedStudent, tokenHash } from "./roster-file.ts";
import { newToken } from "./secrets.ts";

export interface Student {
  /** `s-` and 8 hex characters: the student's folder name, shown to the teacher. */
  readonly id: string;
  /** As typed at join (trimmed): shown by React, printed through `printable()`. */
  readonly name: string;
  /** The cookie's value, as it was given (empty for a student restored from roster.json, where only its hash is). */
  token: string;
  /** What the cookie is looked up by, and all that is saved of it. */
  tokenHash: string;
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
  /** Told after each join, return and removal, with the whole list: how roster.json is kept (roster-file.ts). */
  onChange?: (students: SavedStudent[]) => void;
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
    const token = newToken();
    const student = this.make({
      id: `s-${randomBytes(4).toString("hex")}`,
      name,
      tokenHash: tokenHash(token),
      returnCode: newReturnCode(),
      address,
      joinedAt: this.options.now(),
    });
    student.token = token;
    this.changed();
    return student;
  }

  /**
   * The students a previous run of this class saved: each gets their server over their folder again, and their
   * cookie and return code work as before. Removed ones stay removed (their files in the download).
   */
  restore(saved: readonly SavedStudent[]): number {
    for (const entry of saved) {
      if (this.byId.has(entry.id) || this.removedStudents.some((s) => s.id === entry.id)) continue;
      const student = this.make(entry);
      if (entry.removed) {
        this.forget(student);
        this.removedStudents.push(student);
        void student.server.stop();
      }
    }
    return this.byId.size;
  }

  private make(entry: SavedStudent): Student {
    const folder = join(this.options.classDir, entry.id);
    const usage = { tokensUsed: 0 };
    const server = this.options.serverFor(
      { sessionsDir: join(folder, "sessions"), workspaceDir: join(folder, "workspace") },
      usage,
      entry.id,
    );
    const student: Student = {
      id: entry.id,
      name: entry.name,
      token: "",
      tokenHash: entry.tokenHash,
      returnCode: entry.returnCode,
      joinedAt: entry.joinedAt,
      server,
      prompts: new PromptWindow(this.options.promptsPerMinute, this.options.now),
      writes: new PromptWindow(this.options.writesPerMinute, this.options.now),
      address: entry.address,
      folder,
      folderBytes: new FolderBytes(folder, this.options.now),
      get tokensUsed() {
        return usage.tokensUsed;
      },
      set tokensUsed(value) {
        usage.tokensUsed = value;
      },
    };
    this.byId.set(student.id, student);
    this.byToken.set(student.tokenHash, student);
    this.byReturnCode.set(student.returnCode, student);
    return student;
  }

  /** The student a return code names, with a new token and return code (the old ones forgotten), or undefined. */
  comeBack(returnCode: string): Student | undefined {
    const student = this.byReturnCode.get(returnCode);
    if (!student) return undefined;
    this.byToken.delete(student.tokenHash);
    this.byReturnCode.delete(student.returnCode);
    student.token = newToken();
    student.tokenHash = tokenHash(student.token);
    student.returnCode = newReturnCode();
    this.byToken.set(student.tokenHash, student);
    this.byReturnCode.set(student.returnCode, student);
    this.changed();
    return student;
  }

  /** The student a cookie names, or undefined (a Map lookup: the token's hash is the key, never compared by hand). */
  withToken(token: string | undefined): Student | undefined {
    return token === undefined || token === "" ? undefined : this.byToken.get(tokenHash(token));
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
    this.forget(student);
    this.removedStudents.push(student);
    this.changed();
    await student.server.stop();
    return student;
  }

  private forget(student: Student): void {
    this.byId.delete(student.id);
    this.byToken.delete(student.tokenHash);
    this.byReturnCode.delete(student.returnCode);
  }

  private changed(): void {
    const saved = (student: Student, removed: boolean): SavedStudent => ({
      id: student.id,
      name: student.name,
      tokenHash: student.tokenHash,
      returnCode: student.returnCode,
      address: student.address,
      joinedAt: student.joinedAt,
      ...(removed && { removed: true as const }),
    });
    this.options.onChange?.([
      ...this.all().map((student) => saved(student, false)),
      ...this.removedStudents.map((student) => saved(student, true)),
    ]);
  }

  removed(): Student[] {
    return [...this.removedStudents];
  }
}

function newReturnCode(): string {
  return newJoinCode(RETURN_CODE_LENGTH);
}
