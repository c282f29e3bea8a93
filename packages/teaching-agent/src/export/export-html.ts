/**
 * A session as one self-contained HTML file, to hand out in class or attach
 * to a bug report, as pi's own export is one file. The file holds the
 * session's entries as JSON, the viewer's script (viewer.ts, bundled with
 * session-core's and the page's pure code by esbuild) and its styles, all
 * inline. Its Content-Security-Policy lets it load nothing at all: no server,
 * no network, from `file://` or from a mail attachment alike.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { loadSession } from "@kit/session-core";
import { buildSync } from "esbuild";
import type { ExportedSession } from "./viewer-words.ts";

const viewerEntry = new URL("./viewer.ts", import.meta.url).pathname;
const stylesFile = new URL("./viewer.css", import.meta.url);

/** The viewer is bundled once per process: about 100 KB of script, the same for every session. */
let viewerScript: string | undefined;

function bundledViewer(): string {
  viewerScript ??= buildSync({
    entryPoints: [viewerEntry],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    write: false,
  }).outputFiles[0]!.text;
  return viewerScript;
}

// #region exportSessionHtml
/**
 * The HTML of the session in `file`. The file is only read. A damaged file is exported with the entries that
 * could be read (its problems are what a bug report is about).
 */
export function exportSessionHtml(file: string): string {
  const loaded = loadSession(file);
  const data: ExportedSession = { fileName: basename(file), entries: [...loaded.tree.entries] };
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    // Nothing may be fetched: only the inline script and styles run.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; ` +
      `style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(data.fileName)}</title>`,
    `<style>${readFileSync(stylesFile, "utf8")}</style>`,
    "</head>",
    "<body>",
    '<header><h1 id="title"></h1></header>',
    '<main><section><h2 id="tree-heading"></h2><div id="tree"></div></section>',
    '<section id="context" aria-live="polite"></section></main>',
    `<script type="application/json" id="session-data">${jsonForScript(data)}</script>`,
    `<script>${bundledViewer().replaceAll("</script", "<\\/script")}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
// #endregion exportSessionHtml

/** JSON that cannot end its `<script>` element: every `<` is written as `\u003c`, which JSON reads back as `<`. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
