/**
 * What git ignores in the repository: what runs write (`.demo-output/`, `class-sessions/`, `sessions/`,
 * `site/dist/`) and what installs write (`node_modules/`). A fresh clone has none of it and a used one may have
 * any of it, so docs:check accepts nothing there: a link into it is dead on a code host and on a fresh clone, and
 * a path written as code that points into it names output, not the repository (it is not checked). Otherwise the
 * verdict would depend on which demos, classes or servers ran before it.
 *
 * The rules are the repository's own `.gitignore` files, matched as git matches them by the `ignore` package, and
 * not git itself: docs:check also runs in a copy without `.git`, and a contributor's global excludes must not
 * change what it says.
 */
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import ignore, { type Ignore } from "ignore";

/** Whether git ignores this absolute path (as a file or as a folder); false for a path outside the repository. */
export type IgnoredTest = (absolute: string) => boolean;

export function gitIgnored(root: string): IgnoredTest {
  const rulesIn = new Map<string, Ignore | undefined>();
  const rules = (folder: string): Ignore | undefined => {
    if (!rulesIn.has(folder)) {
      const file = join(root, folder, ".gitignore");
      rulesIn.set(folder, existsSync(file) ? ignore().add(readFileSync(file, "utf8")) : undefined);
    }
    return rulesIn.get(folder);
  };
  return (absolute) => {
    const path = relative(root, absolute).split(sep).join("/");
    if (path === "" || path === ".." || path.startsWith("../") || isAbsolute(path)) return false;
    const segments = path.split("/").filter(Boolean);
    // Git reads the root's .gitignore, then each folder's on the way down; it never enters an ignored folder.
    for (let depth = 0; depth < segments.length; depth++) {
      const below = segments.slice(depth).join("/");
      const matcher = rules(segments.slice(0, depth).join("/"));
      // A path that does not exist yet may be either: `.demo-output/` ignores only a folder of that name.
      if (matcher?.ignores(below) || matcher?.ignores(`${below}/`)) return true;
    }
    return false;
  };
}
