import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 10, what changed when the leaf moved","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/10-context-diff/HINTS.md","filePath":"exercises/10-context-diff/HINTS.md"}');
const _sfc_main = { name: "exercises/10-context-diff/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-10-what-changed-when-the-leaf-moved" tabindex="-1">Hints · Exercise 10, what changed when the leaf moved <a class="header-anchor" href="#hints-·-exercise-10-what-changed-when-the-leaf-moved" aria-label="Permalink to &quot;Hints · Exercise 10, what changed when the leaf moved&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>Parts 1 and 2 are one loop and two slices. Part 3 is where the thinking is.</li><li>Two contexts of the same tree share their beginning up to where the branches part: after that nothing is shared, even what looks the same.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li>Walk both contexts with one index, and stop at the shorter one&#39;s length or at the first difference.</li><li>The messages after the shared count are <code>slice(shared)</code> of each: no searching.</li><li>Comparing with <code>===</code> works for message entries (the tree hands back the same objects), and fails for a <code>custom_message</code>, which <code>contextAt</code> builds anew each time.</li><li><code>JSON.stringify</code> depends on the order of the keys, and keeps nothing for an <code>undefined</code> field: one of these helps you, one does not.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li><code>contextDiff</code>: an index from 0 while it is below both lengths and the messages at it are the same; then <code>{ shared, left: before from there, joined: after from there }</code>.</li><li><code>sameMessage</code>: a recursive comparison. Identical values: true. Two arrays: same length, and each pair the same. Two plain objects: the same set of keys once keys whose value is <code>undefined</code> are left out, and each key&#39;s values the same. Anything else: false.</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/10-context-diff/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
