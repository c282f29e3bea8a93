import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 12, a leaf that survives a reopen","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/12-leaf-after-reopen/HINTS.md","filePath":"exercises/12-leaf-after-reopen/HINTS.md"}');
const _sfc_main = { name: "exercises/12-leaf-after-reopen/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-12-a-leaf-that-survives-a-reopen" tabindex="-1">Hints · Exercise 12, a leaf that survives a reopen <a class="header-anchor" href="#hints-·-exercise-12-a-leaf-that-survives-a-reopen" aria-label="Permalink to &quot;Hints · Exercise 12, a leaf that survives a reopen&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>Reopening knows only the file. So whatever a switch changes must be a line in it, appended like every other.</li><li>Where does pi put the leaf when it opens a file? Make your record agree with that rule, not fight it.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li>Only the last entry matters when opening: either it is the leaf, or it is a record that names the leaf.</li><li>A record that is a child of the new leaf says &quot;the leaf is my parent&quot; with no extra field to read.</li><li>The given <code>append</code> moves the leaf to the entry it wrote. After writing the record, put the leaf back on the target.</li><li>Check before you write: an unknown id, and the current leaf, must leave the file exactly as it was.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li><code>open</code>: read the entries; take the last one; none, the leaf is <code>null</code>; a <code>custom</code> entry whose <code>customType</code> is <code>LEAF_SWITCH</code>, its <code>parentId</code>; anything else, its <code>id</code>. Build the store with them.</li><li><code>switchLeaf</code>: same as the leaf, return. Not <code>null</code> and not among the entries, throw naming it. Append the record with <code>id</code> as its parent, then set the leaf to <code>id</code>.</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/12-leaf-after-reopen/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
