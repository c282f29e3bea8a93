/**
 * What `npm start -- ...` may be asked, read from the command line:
 *
 *   (nothing)                      the page over the kit's sessions folder
 *   --pi-sessions [DIR]            pi's sessions (DIR: pi's own folder), listed and shown read-only
 *   --continue-copy FILE           FILE forked at its leaf into the kit's folder, then the page on the copy
 *   --export FILE [--out F.html]   FILE as one self-contained HTML file (default: FILE's name, .html, here)
 */
export type StartRequest =
  | { kind: "serve" }
  | { kind: "pi-sessions"; dir: string | undefined }
  | { kind: "continue-copy"; file: string }
  | { kind: "export"; file: string; out: string | undefined };

export const START_USAGE = [
  "usage: npm start [-- --pi-sessions [DIR] | --continue-copy FILE | --export FILE [--out F.html]]",
  "  --pi-sessions [DIR]           list pi's sessions (default: pi's own folder) and show them read-only",
  "  --continue-copy FILE          fork FILE at its leaf into the kit's sessions folder and open the copy",
  "  --export FILE [--out F.html]  write FILE as one self-contained HTML file",
].join("\n");

// #region parseStartArguments
export function parseStartArguments(args: readonly string[]): StartRequest {
  const [first, second, ...rest] = args;
  const value = (option: string, given: string | undefined) => {
    if (given === undefined || given.startsWith("--")) throw new Error(`${option} needs a file\n${START_USAGE}`);
    return given;
  };
  const noMore = (extra: readonly string[]) => {
    if (extra.length > 0) throw new Error(`unexpected: ${extra.join(" ")}\n${START_USAGE}`);
  };
  switch (first) {
    case undefined:
      return { kind: "serve" };
    case "--pi-sessions":
      noMore(rest);
      return { kind: "pi-sessions", dir: second };
    case "--continue-copy":
      noMore(rest);
      return { kind: "continue-copy", file: value(first, second) };
    case "--export": {
      const file = value(first, second);
      if (rest.length === 0) return { kind: "export", file, out: undefined };
      if (rest[0] !== "--out") throw new Error(`unexpected: ${rest.join(" ")}\n${START_USAGE}`);
      noMore(rest.slice(2));
      return { kind: "export", file, out: value("--out", rest[1]) };
    }
    default:
      throw new Error(`unknown argument: ${first}\n${START_USAGE}`);
  }
}
// #endregion parseStartArguments
