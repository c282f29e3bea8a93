import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Hints · Exercise 09, replaying missed events","description":"","frontmatter":{},"headers":[],"relativePath":"exercises/09-replay-events/HINTS.md","filePath":"exercises/09-replay-events/HINTS.md"}');
const _sfc_main = { name: "exercises/09-replay-events/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="hints-·-exercise-09-replaying-missed-events" tabindex="-1">Hints · Exercise 09, replaying missed events <a class="header-anchor" href="#hints-·-exercise-09-replaying-missed-events" aria-label="Permalink to &quot;Hints · Exercise 09, replaying missed events&quot;">​</a></h1><p>Open one level at a time.</p><h2 id="_1-a-nudge" tabindex="-1">1. A nudge <a class="header-anchor" href="#_1-a-nudge" aria-label="Permalink to &quot;1. A nudge&quot;">​</a></h2><ul><li>The whole catch-up depends on one number: the one inside the <code>Last-Event-ID</code>. First get it out safely; anything you cannot read as a number of this epoch is a reason to resync.</li><li>The tab already has the event it names. What it needs starts one after it.</li></ul><h2 id="_2-a-stronger-nudge" tabindex="-1">2. A stronger nudge <a class="header-anchor" href="#_2-a-stronger-nudge" aria-label="Permalink to &quot;2. A stronger nudge&quot;">​</a></h2><ul><li>An id is the epoch, a dash, and digits. Check that it starts with your epoch and a dash, and that what is left is made of digits only: <code>Number(&quot;&quot;)</code> is <code>0</code> and <code>Number(&quot;1e2&quot;)</code> is <code>100</code>, which would read garbage as a position.</li><li>The kept events are numbered consecutively, ending at the latest: the oldest kept is the latest number minus the count kept, plus one.</li><li>A tab that has event <code>oldest - 1</code> is still fine: every event it lacks is kept. One that has <code>oldest - 2</code> lacks one that is gone.</li><li>A number larger than the latest is not &quot;nothing to send&quot;: it is an id this server never gave.</li></ul><h2 id="_3-the-shape-of-the-answer" tabindex="-1">3. The shape of the answer <a class="header-anchor" href="#_3-the-shape-of-the-answer" aria-label="Permalink to &quot;3. The shape of the answer&quot;">​</a></h2><ul><li><code>publish</code>: increase the counter, build the message with the id, push it, and shift the oldest out while there are more than <code>keep</code>.</li><li><code>catchUp</code>: no id, the position alone. Read the number (or nothing). If there is one, it is at most the latest and at least the oldest kept minus one, return the kept events after it (a slice). Otherwise build one <code>resync</code> message at the position, with a reason that quotes the id and says why (another run, too old, too new).</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/09-replay-events/HINTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS as default
};
