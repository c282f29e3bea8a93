/**
 * Which Markdown files of the repository are pages of the site, where each one lives on the site, and the sidebar
 * in course order. The files stay where they are (docs:check verifies them there); the site only maps their paths.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Lang = "en" | "zh-CN";

/** The repository root: the site's source directory. */
export const repoRoot = join(import.meta.dirname, "..", "..");

/**
 * Where a source file appears on the site. Chinese files (`docs/zh-CN/...`, `*.zh-CN.md`) move under `zh-CN/`, so a
 * page and its translation differ only by that prefix and the language switch keeps the page; a README becomes its
 * folder's index.
 */
export function sitePathOf(source: string): string {
  let path = source;
  let chinese = false;
  if (path.startsWith("docs/zh-CN/")) {
    path = `docs/${path.slice("docs/zh-CN/".length)}`;
    chinese = true;
  }
  if (path.endsWith(".zh-CN.md")) {
    path = `${path.slice(0, -".zh-CN.md".length)}.md`;
    chinese = true;
  }
  path = path.replace(/(^|\/)README\.md$/, "$1index.md");
  return chinese ? `zh-CN/${path}` : path;
}

/** The Markdown files that are pages: the course and the package guides, not test fixtures or sample data. */
export function sourcePages(): string[] {
  const pages = ["README.md", "README.zh-CN.md", "CONTRIBUTING.md", "CHANGELOG.md", "course/README.md"];
  const markdownIn = (dir: string): string[] =>
    readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((item) => {
      const path = `${dir}/${item.name}`;
      if (item.isDirectory()) return item.name === "solutions" ? [] : markdownIn(path);
      return item.name.endsWith(".md") ? [path] : [];
    });
  pages.push(...markdownIn("docs"), ...markdownIn("exercises"));
  for (const name of readdirSync(join(repoRoot, "packages"))) {
    for (const readme of ["README.md", "README.zh-CN.md"]) {
      if (existsSync(join(repoRoot, "packages", name, readme))) pages.push(`packages/${name}/${readme}`);
    }
  }
  return pages.sort();
}

/** A page's title: its first `# ` heading. */
export function titleOf(source: string): string {
  const text = readFileSync(join(repoRoot, source), "utf8");
  const heading = /^# (.+)$/m.exec(text);
  if (!heading) throw new Error(`${source}: no "# " title line; every page of the site needs one.`);
  return heading[1]!.replace(/`/g, "").trim();
}

interface SidebarItem {
  text: string;
  link?: string;
  items?: SidebarItem[];
  collapsed?: boolean;
}

/** The source file of a page in the given language (English is the plain path). */
function inLang(source: string, lang: Lang): string {
  if (lang === "en") return source;
  if (source.startsWith("docs/")) return `docs/zh-CN/${source.slice("docs/".length)}`;
  return source.replace(/\.md$/, ".zh-CN.md");
}

/**
 * The Chinese sidebar's names for the pages that exist only in English. Their English titles would read as a
 * slip in a Chinese sidebar, so they get a Chinese name there, and "（英文）" says the page itself is English.
 */
const chineseNames: Record<string, string> = {
  "docs/benchmarks.md": "基准测试：session-core 对比 pi 和最朴素的写法",
  "course/README.md": "course：检查章节、给练习评分的工具",
};

function item(source: string, lang: Lang): SidebarItem {
  const translated = inLang(source, lang);
  const chosen = existsSync(join(repoRoot, translated)) ? translated : source;
  const link = `/${sitePathOf(chosen)}`.replace(/index\.md$/, "").replace(/\.md$/, "");
  if (lang === "zh-CN" && chosen !== translated) {
    return { text: `${chineseNames[source] ?? titleOf(source)}（英文）`, link };
  }
  return { text: titleOf(chosen), link };
}

const groupNames: Record<Lang, Record<string, string>> = {
  en: {
    start: "Start here",
    chapters: "Chapters",
    exercises: "Exercises",
    reference: "Reference",
    teachers: "For teachers",
    packages: "The packages",
  },
  "zh-CN": {
    start: "从这里开始",
    chapters: "章节",
    exercises: "练习",
    reference: "参考",
    teachers: "给老师",
    packages: "各个包",
  },
};

/** The sidebar in course order: chapters, exercises, glossary, from-the-article, the teacher's guide. */
export function sidebar(lang: Lang): SidebarItem[] {
  const names = groupNames[lang];
  const all = sourcePages();
  const under = (prefix: string, pattern: RegExp) => all.filter((p) => p.startsWith(prefix) && pattern.test(p));
  // A chapter's second file ("06-compaction-in-depth.md") comes right after its first ("06-compaction.md").
  const chapterOrder = (path: string) => path.replace(/-in-depth\.md$/, ".md~");
  const chapters = under("docs/", /^docs\/\d\d-[^/]+\.md$/).sort((a, b) =>
    chapterOrder(a) < chapterOrder(b) ? -1 : 1,
  );
  const exercises = under("exercises/", /^exercises\/\d\d-[^/]+\/README\.md$/);
  const teacherPacks = under("docs/teacher/", /^docs\/teacher\/[^/]+\.md$/).filter((p) => !p.endsWith("README.md"));
  const group = (text: string, sources: string[], collapsed = false): SidebarItem => ({
    text,
    collapsed,
    items: sources.map((source) => item(source, lang)),
  });
  return [
    group(names.start!, ["README.md", "docs/README.md"]),
    group(names.chapters!, chapters),
    group(names.exercises!, ["exercises/README.md", ...exercises], true),
    group(names.reference!, ["docs/glossary.md", "docs/from-the-article.md", "docs/benchmarks.md"]),
    group(names.teachers!, ["docs/teaching.md", "docs/teacher/README.md", ...teacherPacks], true),
    group(names.packages!, [...under("packages/", /README\.md$/), "course/README.md"], true),
  ];
}
