import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse(`{"title":"Hints · Exercise 07, pi's /tree selection rule","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/07-tree-selection/HINTS.md","filePath":"exercises/07-tree-selection/HINTS.md"}`);
const _sfc_main = { name: "exercises/07-tree-selection/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-07-pi-s-tree-selection-rule" tabindex="-1">Hints · Exercise 07, pi&#39;s /tree selection rule <a class="header-anchor" href="#hints-·-exercise-07-pi-s-tree-selection-rule" aria-label="Permalink to &quot;Hints · Exercise 07, pi&#39;s /tree selection rule&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>Ask what the person means. Picking a question means &quot;ask it differently&quot;: the new question must not follow the old one. Picking anything else means &quot;continue from here&quot;.</li><li>If the leaf went <em>to</em> the question, what would the next prompt be a child of?</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li><code>tree.get(id)</code> gives the entry; <code>isEntryOfType(entry, &quot;message&quot;)</code> (from <code>@kit/session-core</code>) lets TypeScript see <code>entry.message.role</code>.</li><li><code>textOf(content)</code> from <code>@kit/agent-loop</code> joins the text blocks of a content list, and returns a string as it is.</li><li>A user message and a <code>custom_message</code> go the same way; everything else becomes the leaf.</li><li>Selecting the current leaf is a special case in <code>selectEntry</code> only: check it before asking the rule.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li><code>selectionFor</code>: get the entry (missing, throw naming the id). A user message or a custom message: the leaf is its <code>parentId</code> and the editor gets the text of its content. Anything else: the leaf is the entry&#39;s id, the editor gets <code>undefined</code>.</li><li><code>selectEntry</code>: if the id is the tree&#39;s leaf, return the leaf and no text and move nothing. Otherwise compute the selection, switch the tree&#39;s leaf to it, and return it.</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/07-tree-selection/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
