import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 04, a torn-line-safe loader","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/04-torn-line/HINTS.md","filePath":"exercises/04-torn-line/HINTS.md"}');
const _sfc_main = { name: "exercises/04-torn-line/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-04-a-torn-line-safe-loader" tabindex="-1">Hints · Exercise 04, a torn-line-safe loader <a class="header-anchor" href="#hints-·-exercise-04-a-torn-line-safe-loader" aria-label="Permalink to &quot;Hints · Exercise 04, a torn-line-safe loader&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>Work on bytes, not on text, for as long as you can: offsets are in bytes, and a character can be four of them.</li><li>There are three kinds of line: complete and good, complete and bad (malformed), and the bytes after the last newline. Only the last kind can be torn.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li><code>bytes.indexOf(0x0a, from)</code> finds the next newline in a <code>Uint8Array</code>; <code>bytes.subarray(start, end)</code> is a view of one line; <code>new TextDecoder().decode(line)</code> turns it into text. Decode each line on its own: then a character cut in half can only spoil the torn tail, never move the offsets of the lines before it.</li><li>Decoding the whole file and working on the string is the natural first try, and it gets the offsets wrong as soon as the file holds a character of more than one byte. Re-encoding the torn text does not give back its bytes either, when the cut fell inside a character.</li><li><code>JSON.parse(&quot;42&quot;)</code> succeeds: check that what you parsed is an object (and not <code>null</code>, and not an array).</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li><code>parseJsonl</code>: a loop with a start offset and a line number. Find the next newline; if there is one, the bytes up to it are a complete line (blank: skip; an object: a record; else: malformed) and the start moves past it. If there is none, the rest (if any) is the tail: an object means a record with <code>missingFinalNewline</code>; anything else is the torn tail, with the start offset and a copy of the bytes.</li><li><code>appendLine</code>: parse; any malformed line, throw naming its line. Keep the bytes up to the torn tail&#39;s offset (or all of them), add a newline if the last record lacked one, then the new line and its newline; return the torn bytes as <code>setAside</code>.</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/04-torn-line/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
