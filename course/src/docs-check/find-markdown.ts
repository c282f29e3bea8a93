/**
 * Which Markdown files docs:check reads: everything a reader of the course
 * opens. The chapters and course map in docs/, the root README, each
 * package's README (and course/ and bench/, which are packages too), and the
 * exercises' task statements and hints; in English and in Chinese
 * (`README.zh-CN.md`, `docs/zh-CN/`, `exercises/NN-name/README.zh-CN.md`).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Repository-relative paths with forward slashes, sorted. */
export function findMarkdownFiles(root: string): string[] {
  const files = [
    "README.md",
    "README.zh-CN.md",
    ...markdownUnder(root, "docs"),
    ...markdownUnder(root, "exercises"),
    ...subfolders(root, "packages").flatMap((name) => [
      `packages/${name}/README.md`,
      `packages/${name}/README.zh-CN.md`,
    ]),
    "course/README.md",
    "bench/README.md",
  ];
  return [...new Set(files)].filter((file) => existsSync(join(root, file))).sort();
}

/** Every .md file below `folder`, at any depth, except in node_modules. */
function markdownUnder(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : markdownUnder(root, path);
    return entry.isFile() && entry.name.endsWith(".md") ? [path] : [];
  });
}

function subfolders(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
