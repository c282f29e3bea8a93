/**
 * Chapter 09: the events demo 09 printed, in order, as arrows from the server to the page: one run (202 at once,
 * then the run's events, each entry saved before it is announced) and a branch switch. Drawn from the demo's
 * own lines ("demo-7  session_updated  saved e9efecce ..."), so the ids and the order are the demo's.
 */
import type { Lang } from "../pages.ts";
import { labelsIn } from "./labels.ts";
import { colors, fit, PICTURE_WIDTH, Svg, textWidth } from "./svg.ts";

const EVENT = /^(demo-\d+)\s+(\S+)\s*(.*)$/;
const REQUEST = /^POST (\/api\/sessions\/:id\/(?:prompt|branch)) (.*)$/;
const ROW = 30;

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
  // For a ~650 px column: the server's line on the left, the page's on the right, each event's words between.
  const titleEnd = svg.wrapped(20, 32, say.title, PICTURE_WIDTH - 40, { size: 18, weight: "bold" });
  const serverX = 60;
  const pageX = PICTURE_WIDTH - 20 - Math.ceil(textWidth(say.saved, 14)) - 14;
  const top = titleEnd + 46;
  svg.text(serverX, titleEnd + 16, say.server, { size: 16, weight: "bold", anchor: "middle" });
  svg.text(pageX, titleEnd + 16, say.page, { size: 16, weight: "bold", anchor: "middle" });
  const bottom = top + shown.length * ROW;
  svg.line(serverX, top - 14, serverX, bottom, { stroke: colors.line, strokeWidth: 3 });
  svg.line(pageX, top - 14, pageX, bottom, { stroke: colors.line, strokeWidth: 3 });
  shown.forEach((row, i) => {
    const y = top + i * ROW + 8;
    if (row.kind === "request") {
      svg.line(pageX, y, serverX, y, { stroke: colors.accent, strokeWidth: 2, arrow: true });
      const room = pageX - serverX - 30 - textWidth(`${row.text} `, 14);
      svg.text(pageX - 10, y - 6, `${row.text} ${fit(row.detail, room, 14)}`, {
        size: 14,
        anchor: "end",
        fill: colors.accent,
      });
      return;
    }
    const saved = row.text === "session_updated";
    const stroke = saved ? colors.keptStroke : row.text === "branch_switch" ? colors.warn : colors.line;
    svg.line(serverX, y, pageX, y, { stroke, strokeWidth: saved ? 2.5 : 1.5, arrow: true });
    svg.text(serverX + 8, y - 6, row.id, { size: 14, mono: true, fill: colors.faint });
    const words = `${row.text}  ${row.detail}`;
    // Bold letters are wider than fit() measures: a saved row gets less room.
    svg.text(serverX + 76, y - 6, fit(words, (pageX - serverX - 92) * (saved ? 0.9 : 1), 14), {
      size: 14,
      weight: saved ? "bold" : "normal",
    });
    if (saved) svg.text(pageX + 10, y + 5, say.saved, { size: 14, fill: colors.keptStroke });
  });
  return svg.render(PICTURE_WIDTH, bottom + 20);
}
