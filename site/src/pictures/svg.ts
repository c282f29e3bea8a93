/**
 * A very small SVG writer for the course's pictures: boxes, text, lines and arrows on a white page. Its output is
 * plain text, the same on every run, so a test can compare it.
 *
 * A picture is drawn for the column it is shown in, not for a wide screen: at most PICTURE_WIDTH wide with no text
 * under MIN_TEXT. The site's content column is about 620–690 px at 1280 px (a code host shows an image at most about
 * 880 px wide), so the smallest text stays at 12 px or more as shown. A picture drawn at 1,680 units with 14 px
 * text was shrunk to text of 5 px; the writer now refuses both.
 */
import { eastAsianWidth } from "get-east-asian-width";

/** The widest a picture may be, in SVG units (one unit is one CSS pixel when shown at its own size). */
export const PICTURE_WIDTH = 680;
/** The smallest font size a picture may use. */
export const MIN_TEXT = 14;

export const colors = {
  ink: "#1f2328",
  faint: "#57606a",
  line: "#8c959f",
  box: "#f6f8fa",
  path: "#fff1d6",
  pathStroke: "#d4760a",
  kept: "#dafbe1",
  keptStroke: "#1a7f37",
  summarised: "#eaeef2",
  accent: "#0969da",
  accentFill: "#ddf4ff",
  warn: "#cf222e",
  warnFill: "#ffebe9",
};

const FONT = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Noto Sans Mono CJK SC', monospace";

export interface TextStyle {
  size?: number;
  weight?: "normal" | "bold";
  anchor?: "start" | "middle" | "end";
  fill?: string;
  mono?: boolean;
}

export interface BoxStyle {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  radius?: number;
  dash?: boolean;
}

/** XML text: the five characters that would end or break the markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Whether `char` is drawn about twice as wide as a Latin letter: Unicode's East Asian Width says so (wide or
 * full-width, as a Chinese character or "，" is), by the same library the demos' columns use.
 */
function isWide(char: string): boolean {
  return eastAsianWidth(char.codePointAt(0) ?? 0) === 2;
}

/** Roughly how wide `text` is drawn: a Chinese character is about twice a Latin one. */
export function textWidth(text: string, size = 16, mono = false): number {
  let units = 0;
  // 0.58 of the size for a Latin letter: a little over a sans-serif's average, so that text measured to fit does.
  for (const char of text) units += isWide(char) ? 1 : mono ? 0.6 : 0.58;
  return units * size;
}

/** `text` cut (with "…") so that it is drawn no wider than `width` pixels at `size`. */
export function fit(text: string, width: number, size = 16, mono = false): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  if (textWidth(oneLine, size, mono) <= width) return oneLine;
  let result = "";
  for (const char of oneLine) {
    if (textWidth(`${result}${char}…`, size, mono) > width) break;
    result += char;
  }
  return `${result.trimEnd()}…`;
}

/** `text` as lines no wider than `width` at `size`: broken at spaces, or anywhere between Chinese characters. */
export function wrap(text: string, width: number, size = 16, mono = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of words(text)) {
    const next = `${line}${word}`;
    if (line !== "" && textWidth(next.trimEnd(), size, mono) > width) {
      lines.push(line.trimEnd());
      line = word.trimStart();
    } else {
      line = next;
    }
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/**
 * `text` as the pieces a line may break between: a run of other characters with the spaces after it, or a wide
 * (Chinese) character on its own, since Chinese breaks between any two characters.
 */
function words(text: string): string[] {
  const pieces: string[] = [];
  let piece = "";
  let spaces = false; // the piece has reached its trailing spaces
  for (const char of text) {
    const space = /\s/.test(char);
    if (isWide(char) || (!space && spaces)) {
      if (piece !== "") pieces.push(piece);
      piece = "";
      spaces = false;
    }
    if (isWide(char)) {
      pieces.push(char);
      continue;
    }
    piece += char;
    spaces ||= space;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

export class Svg {
  private readonly parts: string[] = [];

  constructor(private readonly title: string) {}

  box(x: number, y: number, width: number, height: number, style: BoxStyle = {}): void {
    const dash = style.dash ? ' stroke-dasharray="6 4"' : "";
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${style.radius ?? 6}" ` +
        `fill="${style.fill ?? colors.box}" stroke="${style.stroke ?? colors.line}" ` +
        `stroke-width="${style.strokeWidth ?? 1.5}"${dash}/>`,
    );
  }

  text(x: number, y: number, text: string, style: TextStyle = {}): void {
    if ((style.size ?? 16) < MIN_TEXT) throw new Error(`"${text}": ${style.size} px is under ${MIN_TEXT} px.`);
    const attributes = [
      `x="${x}"`,
      `y="${y}"`,
      `font-size="${style.size ?? 16}"`,
      `font-family="${style.mono ? MONO : FONT}"`,
      `fill="${style.fill ?? colors.ink}"`,
    ];
    if (style.weight === "bold") attributes.push('font-weight="bold"');
    if (style.anchor && style.anchor !== "start") attributes.push(`text-anchor="${style.anchor}"`);
    this.parts.push(`<text ${attributes.join(" ")}>${escapeXml(text)}</text>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, style: BoxStyle & { arrow?: boolean } = {}): void {
    const dash = style.dash ? ' stroke-dasharray="6 4"' : "";
    const arrow = style.arrow ? ` marker-end="url(#arrow-${markerName(style.stroke)})"` : "";
    this.parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${style.stroke ?? colors.line}" ` +
        `stroke-width="${style.strokeWidth ?? 1.5}"${dash}${arrow}/>`,
    );
  }

  /**
   * Text broken into lines no wider than `width` (at spaces, or between Chinese characters), drawn one under the
   * other from `y`; returns the y of the line after the last.
   */
  wrapped(x: number, y: number, text: string, width: number, style: TextStyle = {}, lineHeight = 1.35): number {
    const size = style.size ?? 16;
    for (const line of wrap(text, width, size, style.mono)) {
      this.text(x, y, line, style);
      y += Math.round(size * lineHeight);
    }
    return y;
  }

  /** The finished picture, `width` by `height` pixels. */
  render(width: number, height: number): string {
    if (width > PICTURE_WIDTH) throw new Error(`"${this.title}" is ${width} wide, wider than ${PICTURE_WIDTH}.`);
    const markers = Object.entries(markerColors)
      .map(
        ([name, color]) =>
          `<marker id="arrow-${name}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="12" markerHeight="12" ` +
          `markerUnits="userSpaceOnUse" orient="auto-start-reverse">` +
          `<path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`,
      )
      .join("");
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
        `width="${width}" height="${height}" role="img" aria-label="${escapeXml(this.title)}">`,
      `<title>${escapeXml(this.title)}</title>`,
      `<defs>${markers}</defs>`,
      `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
      ...this.parts,
      "</svg>",
      "",
    ].join("\n");
  }
}

const markerColors: Record<string, string> = {
  line: colors.line,
  path: colors.pathStroke,
  accent: colors.accent,
  kept: colors.keptStroke,
  warn: colors.warn,
};

function markerName(stroke: string | undefined): string {
  return Object.entries(markerColors).find(([, color]) => color === stroke)?.[0] ?? "line";
}
