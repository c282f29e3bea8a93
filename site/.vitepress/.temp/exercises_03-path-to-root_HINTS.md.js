import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 03, the path from a leaf to the root","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/03-path-to-root/HINTS.md","filePath":"exercises/03-path-to-root/HINTS.md"}');
const _sfc_main = { name: "exercises/03-path-to-root/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-03-the-path-from-a-leaf-to-the-root" tabindex="-1">Hints · Exercise 03, the path from a leaf to the root <a class="header-anchor" href="#hints-·-exercise-03-the-path-from-a-leaf-to-the-root" aria-label="Permalink to &quot;Hints · Exercise 03, the path from a leaf to the root&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>The walk can only go one way: every entry knows its parent, none knows its children. So you visit the entries leaf first, but must return them root first.</li><li>An empty session and a broken link are not the same thing: one is normal, the other must be loud.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li>Putting each entry at the front as you go (<code>unshift</code>) is the article&#39;s way, and it copies everything collected so far on every step. Collect leaf first instead, then turn the array around once.</li><li>A <code>while</code> loop over &quot;the current id&quot; needs no recursion, so no stack to overflow.</li><li>Look the leaf up before the loop, and each parent inside it: the error message must name the id that was not found, which is different in the two cases.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><p>A <code>null</code> leaf returns an empty array. Otherwise: find the leaf (missing, throw naming it); push it; while the current entry has a parent id, look the parent up (missing, throw naming the parent id), push it and move to it. Reverse the array once at the end and return it.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/03-path-to-root/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
