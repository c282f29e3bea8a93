/**
 * Chapter 09: the events demo 09 printed, in order, as arrows from the server to the page: one run (202 at once,
 * then the run's events, each entry saved before it is announced) and a branch switch. Drawn from the demo's
 * own lines ("demo-7  session_updated  saved e9efecce ..."), so the ids and the order are the demo's.
 */
import type { Lang } from "../pages.ts";
import { labelsIn } from "./labels.ts";
import { colors, Svg, shorten } from "./svg.ts";

const EVENT = /^(demo-\d+)\s+(\S+)\s*(.*)$/;
const REQUEST = /^POST (\/api\/sessions\/:id\/(?:prompt|branch)) (.*)$/;
const ROW = 26;

export function drawEvents(output: string, lang: Lang): string {
  const say = labelsIn(lang).events;
  const rows: { kind: "event" | "request"; id: string; text: string; detail: string }[] = [];
  for (const line of output.split("\n")) {
    const request = REQUEST.exec(line);
    if (request) rows.push({ kind: "request", id: "", text: say.post(request[1]!), detail: request[2]! });
    const event = EVENT.exec(line);
    if (event) rows.push({ kind: "event", id: event[1]!, text: event[2]!, detail: event[3]! });
  }
  // One run and the branch switch: up to the branch_switch event.
  const end = rows.findIndex((row) => row.text === "branch_switch");
  if (end < 0) throw new Error("demo 09 printed no branch_switch event: the events picture needs one.");
  const shown = rows.slice(0, end + 1);
  const svg = new Svg(say.title);
  svg.text(30, 40, say.title, { size: 20, weight: "bold" });
  const serverX = 120;
  const pageX = 760;
  const top = 110;
  svg.text(serverX, 84, say.server, { size: 18, weight: "bold", anchor: "middle" });
  svg.text(pageX, 84, say.page, { size: 18, weight: "bold", anchor: "middle" });
  const bottom = top + shown.length * ROW;
  svg.line(serverX, top - 14, serverX, bottom, { stroke: colors.line, strokeWidth: 3 });
  svg.line(pageX, top - 14, pageX, bottom, { stroke: colors.line, strokeWidth: 3 });
  shown.forEach((row, i) => {
    const y = top + i * ROW + 8;
    if (row.kind === "request") {
      svg.line(pageX, y, serverX, y, { stroke: colors.accent, strokeWidth: 2, arrow: true });
      svg.text(pageX - 10, y - 5, `${row.text} ${shorten(row.detail, 34)}`, {
        size: 14,
        anchor: "end",
        fill: colors.accent,
      });
      return;
    }
    const saved = row.text === "session_updated";
    const stroke = saved ? colors.keptStroke : row.text === "branch_switch" ? colors.warn : colors.line;
    svg.line(serverX, y, pageX, y, { stroke, strokeWidth: saved ? 2.5 : 1.5, arrow: true });
    svg.text(serverX + 10, y - 5, row.id, { size: 13, mono: true, fill: colors.faint });
    svg.text(serverX + 90, y - 5, `${row.text}  ${shorten(row.detail, 40)}`, {
      size: 14,
      weight: saved ? "bold" : "normal",
    });
    if (saved) svg.text(pageX + 12, y + 5, say.saved, { size: 14, fill: colors.keptStroke });
  });
  return svg.render(pageX + 230, bottom + 30);
}
