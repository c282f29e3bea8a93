/**
 * Exercise 04: a torn-line-safe JSONL loader.
 *
 * A session file only grows: one JSON object per line, each line written in
 * one append. A crash in the middle of an append leaves a torn last line:
 * bytes with no newline that do not parse. Dropping them loses them without a
 * trace; leaving them in place glues the next append onto them, and then the
 * new, complete entry is lost too. Write the loader that tells a torn tail
 * from damage in the middle of the file, and the first append after a crash.
 *
 * Grade your work with `npm run exercise -- 04` from the repository root.
 *
 * 练习 04：不怕残行的 JSONL 加载器。
 *
 * 会话文件只会变长：每行一个 JSON 对象，每行由一次追加写写完。追加写到一半时崩溃，
 * 末尾就留下一条残行：一段没有换行符、也解析不了的字节。把它扔掉，它就无声无息地没了；
 * 原样留着，下一次追加写就会粘在它后面，连新写入的完整条目也一起丢了。
 * 写出能分清“末尾的残行”和“文件中间的损坏”的加载器，以及崩溃之后的第一次追加写。
 *
 * 题目：exercises/04-torn-line/README.zh-CN.md；对应章节：docs/zh-CN/04-jsonl-file.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 04`（终端本来就是中文环境时不用加 KIT_LANG）。
 */

/** A complete line that parsed as a JSON object, with its line number (counting from 1). */
export interface JsonlRecord {
  line: number;
  value: Record<string, unknown>;
}

/** A complete line (a newline follows it) that is not a JSON object. */
export interface MalformedLine {
  line: number;
  message: string;
}

/** The bytes after the last newline that do not parse: an append cut off mid-write. */
export interface TornTail {
  line: number;
  /** Byte offset of the tail's first byte: where the file must be cut back to. */
  offset: number;
  /** The tail's bytes, exactly as they are in the file. */
  bytes: Uint8Array;
}

export interface ParsedJsonl {
  records: JsonlRecord[];
  malformed: MalformedLine[];
  tornTail: TornTail | undefined;
  /** The file ends on a complete record whose newline was never written. */
  missingFinalNewline: boolean;
}

/**
 * Splits a file's bytes into lines and parses each one. Never throws: every
 * problem is reported with its line number, and every complete record is kept.
 */
export function parseJsonl(bytes: Uint8Array): ParsedJsonl {
  // TODO(1): split the bytes at each newline (byte 0x0a) and parse every line that ends with one.
  //          A JSON object is a record, with its line number; blank lines are skipped (they still
  //          count as lines); any other line is malformed: report its line number and go on.
  //          中文：按换行符（字节 0x0a）切开字节，解析每一行以换行符结尾的行。JSON 对象是一条记录，
  //          带上它的行号；空行跳过（但仍然计入行号）；其他的行都是格式错误的行：报告行号，然后继续。
  // TODO(2): the bytes after the last newline. If they parse as an object, they are a record whose
  //          newline is missing (missingFinalNewline). If not, they are the torn tail: its line, its
  //          byte offset in the file, and its bytes exactly as they are. Never a record, never
  //          "malformed". Offsets are in bytes: "é" is 2 bytes, "🙂" is 4.
  //          中文：最后一个换行符之后的字节。能解析成对象，就是一条缺了换行符的记录（missingFinalNewline）；
  //          否则就是残行：记下它的行号、它在文件里的字节偏移量，以及原样的字节。残行永远不算记录，
  //          也不算格式错误的行。偏移量按字节算："é" 占 2 个字节，"🙂" 占 4 个。
  throw new Error("TODO: parseJsonl is not written yet (see exercises/04-torn-line/README.md, 中文 README.zh-CN.md)");
}

export interface AppendResult {
  /** The whole file after the append. */
  bytes: Uint8Array;
  /** The torn tail that was cut off, to be kept beside the file; undefined if there was none. */
  setAside: Uint8Array | undefined;
}

/**
 * What the file holds after appending one JSON line to it, as a writer that
 * opens it after a crash must do it.
 */
export function appendLine(bytes: Uint8Array, json: string): AppendResult {
  // TODO(3): the next append (a behaviour to reach, tests "part 3"): the new line stands on a line
  //          of its own and parses, a torn tail's bytes come back in setAside, nothing else is lost;
  //          a file with a malformed line is not appended to (an Error names the line).
  //          中文：下一次追加写（只给要达到的行为，测试 "part 3"）：新的一行单独成行并且能解析，残行的字节
  //          通过 setAside 交回来，别的什么都不丢；文件里有格式错误的行时不追加（抛出 Error，写明是哪一行）。
  throw new Error("TODO: appendLine is not written yet (see exercises/04-torn-line/README.md, 中文 README.zh-CN.md)");
}
