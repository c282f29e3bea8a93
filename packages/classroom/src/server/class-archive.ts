/**
 * The class's session files as one tar archive, for the teacher to keep:
 * `ID-name/SESSION.jsonl` per file. tar-stream writes the format; this file
 * only says which files go in and under what name.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pack } from "tar-stream";

export interface ArchiveFolder {
  /** The folder's name in the archive. */
  name: string;
  dir: string;
}

/** A stream of the archive: one file read at a time, so a big class is never all in memory. */
export function sessionArchive(folders: readonly ArchiveFolder[]): ReadableStream<Uint8Array> {
  const archive = pack();
  addFiles(archive, folders).then(
    () => archive.finalize(),
    (error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return Readable.toWeb(Readable.from(archive)) as ReadableStream<Uint8Array>;
}

async function addFiles(archive: ReturnType<typeof pack>, folders: readonly ArchiveFolder[]): Promise<void> {
  for (const folder of folders) {
    for (const file of sessionFiles(folder.dir)) {
      const path = join(folder.dir, file);
      const bytes = readFileSync(path);
      await new Promise<void>((resolve, reject) => {
        archive.entry(
          { name: `${folder.name}/${file}`, size: bytes.length, mtime: statSync(path).mtime },
          bytes,
          (error) => (error ? reject(error) : resolve()),
        );
      });
    }
  }
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
