import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 11, save whole messages","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/11-save-whole-messages/HINTS.md","filePath":"exercises/11-save-whole-messages/HINTS.md"}');
const _sfc_main = { name: "exercises/11-save-whole-messages/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-11-save-whole-messages" tabindex="-1">Hints · Exercise 11, save whole messages <a class="header-anchor" href="#hints-·-exercise-11-save-whole-messages" aria-label="Permalink to &quot;Hints · Exercise 11, save whole messages&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>Which event says &quot;this message is complete, and will not change any more&quot;? Save there, and only there.</li><li>What the user sees (the final text) is a small part of what the model needs after a resume.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li><code>for await (const event of run)</code> follows the run one event at a time: saving inside the loop saves each message before the next event is even produced.</li><li>Waiting for <code>agent_end</code> and saving its <code>messages</code> gives the same file when all goes well, and nothing when the run dies: the tests kill one halfway.</li><li>An error thrown by the run should not be caught here: the caller must know the run failed, and the messages saved so far stay saved.</li><li>The order of two lines inside the loop decides &quot;save first, announce second&quot;.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><p>An empty list of ids and no reason. Loop over the events: at a <code>message_end</code>, append the event&#39;s message (the object as it is) and keep the id; at <code>agent_end</code>, keep the reason; then, after saving, announce the event. After the loop, return the ids and the reason. No <code>try</code>/<code>catch</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/11-save-whole-messages/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
