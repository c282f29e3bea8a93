/**
 * Reading a Markdown file into the facts docs:check verifies: quote and output
 * markers with the code block each one governs, links, inline code spans,
 * and the anchors that headings create.
 *
 * Parsing is marked's lexer (the same CommonMark/GFM rules GitHub renders
 * with), not regular expressions over the text: a fence inside a list item,
 * a `~~~` fence or a backtick inside a code span are its problem, not ours.
 * Regular expressions only read the inside of an HTML comment.
 *
 * marked's tokens carry no line numbers, so we find each token's `raw` text in
 * the source, moving forward as we go. Inside a blockquote the raw text has
 * lost its `>` prefixes and cannot be found; its contents then get the line
 * of the nearest enclosing token that could be found, which is close enough
 * to point a writer at the problem.
 */
import { Lexer, type Token, type Tokens } from "marked";

/** A fenced (or indented) code block. `text` is its content without the fences. */
export interface CodeBlock {
  text: string;
  /** Line of the opening fence; the content starts on the next line. */
  line: number;
  /** The fence's language (`sh`, `text`); empty when it names none. */
  lang?: string;
}

/** `<!-- quote: path#region -->` or `<!-- output: demo:03 -->`, and the block it governs. */
export interface Marker {
  kind: "quote" | "output";
  /** What follows the colon, trimmed: `packages/x/src/tree.ts#add`, `demo:03`, `cmd: npm run ...`. */
  spec: string;
  line: number;
  /** The code block directly after the marker; undefined when something else comes first. */
  block: CodeBlock | undefined;
}

export interface Heading {
  depth: number;
  anchor: string;
}

export interface Located {
  text: string;
  line: number;
}

export interface Link extends Located {
  /** What the reader clicks (`English`, `第 03 章`); empty for an image. */
  label: string;
  /** The rest of the source line after the link (`（英文）。`); empty when the link's place was not found. */
  after: string;
}

export interface MarkdownFacts {
  markers: Marker[];
  /** Every code block, marked or not, with the line of its opening fence. */
  codeBlocks: CodeBlock[];
  /** Destinations of links and images, as written (`../packages/x/README.md#setup`), with the link's own text. */
  links: Link[];
  /** The text of every inline code span. */
  codeSpans: Located[];
  /** Anchors a link may target: GitHub's heading slugs and explicit `<a id>`/`<a name>`. */
  anchors: Set<string>;
  /** The headings in order, with their level and anchor: a translation's headings match the English by position. */
  headings: Heading[];
  /** Comments that look like markers but cannot be read (`<!-- quote x.ts -->`). */
  malformed: Located[];
}

const MARKER = /<!--\s*(quote|output)\b(:?)\s*([\s\S]*?)\s*-->/g;
const BLANK_LINE = /\n[ \t]*\n/;
const EXPLICIT_ANCHOR = /<a\s[^>]*?\b(?:id|name)\s*=\s*["']([^"']+)["']/gi;

export function readMarkdown(source: string): MarkdownFacts {
  const text = source.replace(/\r\n?/g, "\n");
  const facts: MarkdownFacts = {
    markers: [],
    codeBlocks: [],
    links: [],
    codeSpans: [],
    anchors: new Set(),
    headings: [],
    malformed: [],
  };
  const lineOf = lineLocator(text);
  const slugger = new Slugger();

  /** Walks a list of sibling tokens; `from` is where to start looking for the first one's raw text. */
  function walk(tokens: Token[], from: number): void {
    let cursor = from;
    tokens.forEach((token, i) => {
      const found = token.raw ? text.indexOf(token.raw, cursor) : -1;
      const start = found >= 0 ? found : from;
      if (found >= 0) cursor = found + token.raw.length;
      visit(token, start, tokens.slice(i + 1));
    });
  }

  function visit(token: Token, start: number, following: Token[]): void {
    const line = lineOf(start);
    switch (token.type) {
      case "html":
        readMarkers(token as Tokens.HTML, line, following);
        break;
      case "heading": {
        const heading = token as Tokens.Heading;
        const anchor = slugger.slug(plainText(heading.tokens));
        facts.anchors.add(anchor);
        facts.headings.push({ depth: heading.depth, anchor });
        break;
      }
      case "link":
        facts.links.push({
          text: (token as Tokens.Link).href,
          line,
          label: (token as Tokens.Link).text,
          after: restOfLine(token, start),
        });
        break;
      case "image":
        facts.links.push({ text: (token as Tokens.Image).href, line, label: "", after: restOfLine(token, start) });
        break;
      case "code":
        facts.codeBlocks.push({ text: (token as Tokens.Code).text, line, lang: (token as Tokens.Code).lang ?? "" });
        break;
      case "codespan":
        facts.codeSpans.push({ text: (token as Tokens.Codespan).text, line });
        break;
    }
    for (const children of childLists(token)) walk(children, start);
  }

  /** The source after a token up to the end of its line, when the token was found at `start`. */
  function restOfLine(token: Token, start: number): string {
    if (!token.raw || !text.startsWith(token.raw, start)) return "";
    const end = start + token.raw.length;
    const newline = text.indexOf("\n", end);
    return text.slice(end, newline < 0 ? undefined : newline);
  }

  function readMarkers(token: Tokens.HTML, line: number, following: Token[]): void {
    for (const match of token.text.matchAll(MARKER)) {
      const [whole, kind, colon, spec] = match;
      const markerLine = line + countNewlines(token.text.slice(0, match.index));
      if (colon !== ":" || !spec) {
        facts.malformed.push({ text: whole, line: markerLine });
        continue;
      }
      facts.markers.push({
        kind: kind as Marker["kind"],
        spec,
        line: markerLine,
        // marked keeps the blank lines after an HTML block in its raw text: a blank line there separates the marker
        // from the block.
        block: BLANK_LINE.test(token.raw.slice(token.raw.indexOf(whole) + whole.length))
          ? undefined
          : blockAfter(following, markerLine + countNewlines(token.text.slice(match.index))),
      });
    }
  }

  /**
   * The code block a marker governs: the very next token, allowing only more
   * HTML comments in between. A blank line would be a `space` token, so a
   * marker separated from its block by a blank line governs nothing, and that
   * is reported rather than silently skipped.
   */
  function blockAfter(following: Token[], lineAfterMarker: number): CodeBlock | undefined {
    let line = lineAfterMarker;
    for (const token of following) {
      if (token.type === "code") return { text: (token as Tokens.Code).text, line };
      if (token.type !== "html" || BLANK_LINE.test(token.raw)) return undefined;
      line += countNewlines(token.raw);
    }
    return undefined;
  }

  for (const match of text.matchAll(EXPLICIT_ANCHOR)) if (match[1]) facts.anchors.add(match[1]);
  walk(Lexer.lex(text), 0);
  return facts;
}

/** The nested token lists of a token: inline tokens, list items, table cells. */
function childLists(token: Token): Token[][] {
  const lists: Token[][] = [];
  if ("tokens" in token && Array.isArray(token.tokens)) lists.push(token.tokens);
  if (token.type === "list") lists.push((token as Tokens.List).items);
  if (token.type === "table") {
    const table = token as Tokens.Table;
    for (const cell of [...table.header, ...table.rows.flat()]) lists.push(cell.tokens);
  }
  return lists;
}

/** A heading's text as GitHub slugs it: code spans keep their text, markup goes. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if ("tokens" in token && Array.isArray(token.tokens)) return plainText(token.tokens);
      if (token.type === "html") return "";
      return "text" in token && typeof token.text === "string" ? token.text : "";
    })
    .join("");
}

/**
 * GitHub's heading anchors (the github-slugger rules): lower case, drop
 * punctuation, spaces become hyphens, and a repeated heading gets `-1`, `-2`.
 */
export class Slugger {
  private readonly seen = new Map<string, number>();

  slug(heading: string): string {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    let slug = base;
    for (let n = this.seen.get(base) ?? 0; this.seen.has(slug); ) {
      n += 1;
      this.seen.set(base, n);
      slug = `${base}-${n}`;
    }
    this.seen.set(slug, 0);
    return slug;
  }
}

function countNewlines(text: string): number {
  let count = 0;
  for (const char of text) if (char === "\n") count++;
  return count;
}

/** Offset to 1-based line, by binary search over the offsets where lines start. */
function lineLocator(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
