/**
 * The course's pictures: each one drawn from a demo's own run (its output and the session file it wrote), in both
 * languages, as docs/images/NAME.LANG.svg; with them, the session files a widget plays with (chapter 06's widget
 * slides the cut over demo 06's own session), as site/src/widgets/sessions/NAME.LANG.jsonl.
 * `npm run pictures -w @kit/site` writes them all; the site's test makes them again and fails when a committed file
 * differs.
 */
import { join, relative } from "node:path";
import { type Lang, repoRoot } from "../pages.ts";
import { type DemoRun, runDemo } from "./demo-runs.ts";
import { drawCompactionWindow } from "./draw-compaction.ts";
import { drawEntryTypes } from "./draw-entry-types.ts";
import { drawEvents } from "./draw-events.ts";
import { drawFileTreeContext } from "./draw-file-tree.ts";
import { drawLayers } from "./draw-layers.ts";
import { drawNavigation } from "./draw-navigation.ts";
import { drawSessionTree } from "./draw-tree.ts";

interface Picture {
  /** The file name without `.LANG.svg`, e.g. "03-tree". */
  name: string;
  /** The demo whose run it is drawn from, or undefined when it is drawn from the repository itself. */
  demo?: string;
  draw(run: DemoRun | undefined, lang: Lang): string;
  /** Session files of the demo's run that a widget uses, kept as they are ("demo-06.jsonl"). */
  sessions?: string[];
}

export const pictureList: Picture[] = [
  { name: "03-tree", demo: "03", draw: (run, lang) => drawSessionTree(run!.output, lang) },
  {
    name: "04-file-tree-context",
    demo: "04",
    draw: (run, lang) => drawFileTreeContext(run!.session("demo-04.jsonl"), lang),
  },
  { name: "05-entry-types", demo: "05", draw: (run, lang) => drawEntryTypes(run!.session("demo-05.jsonl"), lang) },
  {
    name: "06-compaction-window",
    demo: "06",
    draw: (run, lang) => drawCompactionWindow(run!.session("demo-06.jsonl"), run!.output, lang),
    sessions: ["demo-06.jsonl"],
  },
  { name: "07-tree-rule", demo: "07", draw: (run, lang) => drawNavigation(run!.session("demo-07.jsonl"), lang) },
  { name: "09-events", demo: "09", draw: (run, lang) => drawEvents(run!.output, lang) },
  { name: "packages", draw: (_run, lang) => drawLayers(lang) },
];

export const imagesDir = join(repoRoot, "docs", "images");
export const widgetSessionsDir = join(repoRoot, "site", "src", "widgets", "sessions");

/**
 * Every picture in both languages, and the widgets' sessions: the file's path from the repository root → its text.
 * Runs each demo once per language, two at a time.
 */
export async function drawPictures(only?: ReadonlySet<string>): Promise<Map<string, string>> {
  const jobs = pictureList
    .filter((picture) => !only || only.has(picture.name))
    .flatMap((picture) => (["en", "zh-CN"] as const).map((lang) => ({ picture, lang })));
  const drawn = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { picture, lang } = jobs[next++]!;
      const run = picture.demo ? await runDemo(picture.demo, lang) : undefined;
      try {
        drawn.set(relative(repoRoot, join(imagesDir, `${picture.name}.${lang}.svg`)), picture.draw(run, lang));
        for (const session of picture.sessions ?? []) {
          const kept = join(widgetSessionsDir, session.replace(/\.jsonl$/, `.${lang}.jsonl`));
          drawn.set(relative(repoRoot, kept), run!.sessionText(session));
        }
      } finally {
        run?.done();
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return new Map([...drawn].sort(([a], [b]) => (a < b ? -1 : 1)));
}
