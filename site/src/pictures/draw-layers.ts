/**
 * The package layers (README): each package in packages/ as a box, the one every other builds on at the top, as the
 * README lists them, with what its package.json says it imports. Drawn from the package.json files themselves.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Lang, repoRoot } from "../pages.ts";
import { labelsIn } from "./labels.ts";
import { colors, fit, PICTURE_WIDTH, Svg } from "./svg.ts";

interface Layer {
  name: string;
  uses: string[];
}

/** The packages and the @kit/ packages each depends on, lowest layer first (a package after all it uses). */
export function packageLayers(): Layer[] {
  const layers: Layer[] = readdirSync(join(repoRoot, "packages")).map((dir) => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, "packages", dir, "package.json"), "utf8"));
    return {
      name: manifest.name as string,
      uses: Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith("@kit/")),
    };
  });
  const depth = (layer: Layer): number =>
    Math.max(0, ...layer.uses.map((name) => 1 + depth(layers.find((l) => l.name === name)!)));
  return layers.sort((a, b) => depth(a) - depth(b) || (a.name < b.name ? -1 : 1));
}

/** What each package is for, one line per language. */
const roles: Record<string, Record<Lang, string>> = {
  "@kit/agent-loop": { en: "messages, models, tools, the loop", "zh-CN": "消息、模型、工具、循环" },
  "@kit/session-core": { en: "entries, the tree, the JSONL file, context", "zh-CN": "条目、树、JSONL 文件、上下文" },
  "@kit/compaction": { en: "summaries, cut points, /tree navigation", "zh-CN": "总结、切点、/tree 导航" },
  "@kit/server": { en: "HTTP API and server-sent events", "zh-CN": "HTTP API 和服务器推送事件" },
  "@kit/teaching-agent": { en: "the web page and npm start", "zh-CN": "网页和 npm start" },
  "@kit/classroom": {
    en: "npm run classroom: one server and page for a class",
    "zh-CN": "npm run classroom：全班共用的服务器和页面",
  },
};

export function drawLayers(lang: Lang): string {
  const say = labelsIn(lang).layers;
  const layers = packageLayers();
  const svg = new Svg(say.title);
  // For a ~650 px column: each package a box with its name, its role and what it imports, one under the other.
  const top = svg.wrapped(20, 32, say.title, PICTURE_WIDTH - 40, { size: 18, weight: "bold" }) + 6;
  const boxHeight = 78;
  const gap = 30;
  // Top down in layer order: agent-loop, which imports no other package, first.
  const yOf = (name: string) => top + layers.findIndex((l) => l.name === name) * (boxHeight + gap);
  const boxX = 20;
  const boxWidth = PICTURE_WIDTH - 40;
  // An arrow up from each layer to the one above: imports only go up (the text in each box lists them).
  for (const layer of layers.slice(1)) {
    const y = yOf(layer.name);
    svg.line(boxX + boxWidth / 2, y, boxX + boxWidth / 2, y - gap + 2, {
      stroke: colors.accent,
      strokeWidth: 2,
      arrow: true,
    });
  }
  for (const layer of layers) {
    const y = yOf(layer.name);
    svg.box(boxX, y, boxWidth, boxHeight, { fill: colors.accentFill, stroke: colors.accent, strokeWidth: 2 });
    svg.text(boxX + 14, y + 24, layer.name, { size: 16, weight: "bold", mono: true });
    svg.text(boxX + 14, y + 46, roles[layer.name]?.[lang] ?? "", { size: 14, fill: colors.ink });
    const uses = layer.uses.length ? `${say.uses} ${layer.uses.join(", ")}` : "";
    svg.text(boxX + 14, y + 67, fit(uses, boxWidth - 28, 14), { size: 14, fill: colors.faint });
  }
  return svg.render(PICTURE_WIDTH, top + layers.length * (boxHeight + gap) - gap + 20);
}
