/**
 * The class's session files as one tar archive, for the teacher to keep:
 * `ID-name/SESSION.jsonl` per file. Tar is a 512-byte header per file, the
 * bytes padded to 512, and two empty blocks at the end; that is all of it
 * (ustar), so it is written here instead of taking a dependency.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";

const BLOCK = 512;

export interface ArchiveFolder {
  /** The folder's name in the archive. */
  name: string;
  dir: string;
}

/** A stream of the archive: one file read at a time, so a big class is never all in memory. */
export function sessionArchive(folders: readonly ArchiveFolder[]): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from(archiveChunks(folders))) as ReadableStream<Uint8Array>;
}

function* archiveChunks(folders: readonly ArchiveFolder[]): Generator<Buffer> {
  for (const folder of folders) {
    for (const file of sessionFiles(folder.dir)) {
      const path = join(folder.dir, file);
      const bytes = readFileSync(path);
      yield tarHeader(`${folder.name}/${file}`, bytes.length, statSync(path).mtimeMs);
      yield bytes;
      const padding = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
      if (padding > 0) yield Buffer.alloc(padding);
    }
  }
  yield Buffer.alloc(BLOCK * 2);
}

function sessionFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".jsonl"))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return []; // a student who joined and never made a session has no folder yet
  }
}

function tarHeader(name: string, size: number, mtimeMs: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const path = Buffer.from(name, "utf8");
  if (path.length > 100) throw new Error(`archive path too long for tar (over 100 bytes): ${name}`);
  path.copy(header, 0);
  header.write("0000644\0", 100, "ascii"); // mode
  header.write("0000000\0", 108, "ascii"); // uid
  header.write("0000000\0", 116, "ascii"); // gid
  header.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "ascii");
  header.write(
    `${Math.floor(mtimeMs / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
    "ascii",
  );
  header.write("        ", 148, "ascii"); // the checksum counts itself as spaces
  header.write("0", 156, "ascii"); // a regular file
  header.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

/** A name safe in a path: ASCII letters, digits and dashes, at most 40 of them. */
export function pathSafe(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "student"
  );
}
