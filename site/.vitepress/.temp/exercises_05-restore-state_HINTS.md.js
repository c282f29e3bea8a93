import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse(`{"title":"Hints · Exercise 05, restoring a session's state","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/05-restore-state/HINTS.md","filePath":"exercises/05-restore-state/HINTS.md"}`);
const _sfc_main = { name: "exercises/05-restore-state/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-05-restoring-a-session-s-state" tabindex="-1">Hints · Exercise 05, restoring a session&#39;s state <a class="header-anchor" href="#hints-·-exercise-05-restoring-a-session-s-state" aria-label="Permalink to &quot;Hints · Exercise 05, restoring a session&#39;s state&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>Two questions for each piece of state: where is it read from (the path, or the whole file), and which entry wins when there are several (the latest)?</li><li>Settings belong to a moment of the conversation; a name and labels describe the session as a whole.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li><code>isEntryOfType(entry, &quot;model_change&quot;)</code> (from <code>@kit/session-core</code>) tells TypeScript which entry it is, so <code>entry.provider</code> and <code>entry.modelId</code> type-check; a plain <code>entry.type === &quot;model_change&quot;</code> does not narrow, because an entry of a type the kit does not know is a <code>SessionEntry</code> too.</li><li>An assistant message says which provider and model wrote it: it is a model setting too.</li><li>One pass over the path and one over the file are enough. A <code>Map</code> keeps labels by target id; <code>delete</code> clears one.</li><li><code>&quot; &quot;.trim() || undefined</code> is <code>undefined</code>.</li><li>A <code>custom_message</code> with the same <code>customType</code> is the extension <em>speaking</em>, not its memory.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li>Start from <code>null</code>, <code>&quot;off&quot;</code>, no name, an empty map, no state.</li><li>One loop over the path, in order: a model change or an assistant message replaces the model; a thinking-level change replaces the level; a <code>custom</code> entry of the asked <code>customType</code> replaces the state.</li><li>One loop over all entries, in file order: a <code>session_info</code> sets or clears the name; a <code>label</code> sets or deletes the label of its target.</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/05-restore-state/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
