import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 06, compaction","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/06-compaction/HINTS.md","filePath":"exercises/06-compaction/HINTS.md"}');
const _sfc_main = { name: "exercises/06-compaction/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-06-compaction" tabindex="-1">Hints · Exercise 06, compaction <a class="header-anchor" href="#hints-·-exercise-06-compaction" aria-label="Permalink to &quot;Hints · Exercise 06, compaction&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>A compaction entry does not delete anything: it is an instruction to whoever builds the context, &quot;start with my summary, then from <code>firstKeptEntryId</code> on&quot;.</li><li>Only one compaction matters: the latest on the path. Its summary already covers what earlier ones summarised.</li><li>For the cut point: when in doubt, keep a little more, never a little less of a pair.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li><code>path.findLastIndex(...)</code> finds the latest compaction; searching for the first kept entry only <em>before</em> that index is what makes a stale <code>firstKeptEntryId</code> harmless.</li><li>An earlier compaction inside the kept part adds no message: the given <code>messagesOf</code> already says so.</li><li>The cut moves back (towards older entries), not forward: a tool result needs the call before it, and an entry with no message cannot start the kept part.</li><li>The budget can only be reached at an entry that has tokens. Why does the rule about entries with no message still matter? (Think of an extension&#39;s entry between two results of one reply.)</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li><code>contextMessages</code>: find the latest compaction; none, every entry&#39;s messages. Else the summary message, then the messages of the entries from the first kept one (if found before the compaction) up to it, then those of every entry after it.</li><li><code>findCutPoint</code>: walk back from the last entry adding its tokens; the first index where the total reaches the budget is the candidate (none: 0). Then, while the candidate is a tool result or has no message, step one back.</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/06-compaction/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
