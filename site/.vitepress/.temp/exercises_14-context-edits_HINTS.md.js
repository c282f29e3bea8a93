import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 14, context edits","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/14-context-edits/HINTS.md","filePath":"exercises/14-context-edits/HINTS.md"}');
const _sfc_main = { name: "exercises/14-context-edits/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-14-context-edits" tabindex="-1">Hints · Exercise 14, context edits <a class="header-anchor" href="#hints-·-exercise-14-context-edits" aria-label="Permalink to &quot;Hints · Exercise 14, context edits&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>An edit does not change its target: it is an instruction to whoever builds the context, &quot;from now on, send this instead&quot;. The file, and the <code>path</code> you are given, stay as they were.</li><li>&quot;The last edit wins&quot; is a question about the whole path, not about what comes before the target: an edit at the end of the path changes a message near its start.</li><li>With a compaction, ask of each edit: is the edit itself still among the entries the model is sent?</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li>One pass to learn which edit counts for each target, a second to build the messages. A <code>Map</code> from target id to replacement, filled in path order, keeps the last one by itself.</li><li>Which entries are sent is chapter 06&#39;s rule: the latest compaction, then from <code>firstKeptEntryId</code> up to it, then everything after it. The edits that count are found among those entries, not among the whole path.</li><li>An edit of an edit, a label or a setting needs no special case: those entries put no message in the context, so there is nothing for the edit to change. Do not treat a <code>null</code> edit of an edit as &quot;undo&quot;.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li>Choose the entries that are sent (the whole path, or the latest compaction, its kept part, the rest).</li><li>Among them, for each <code>context_edit</code> in order, remember <code>targetId → replacement</code>.</li><li>For each sent entry: its messages (the summary for the latest compaction, <code>messagesOf</code> otherwise); if it has a remembered replacement, <code>null</code> gives no messages and <code>{ content }</code> gives each message <code>withContent</code>.</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/14-context-edits/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
