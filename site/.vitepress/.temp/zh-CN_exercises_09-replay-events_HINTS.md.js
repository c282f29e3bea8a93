import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 09，重放错过的事件","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/09-replay-events/HINTS.md","filePath":"exercises/09-replay-events/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/09-replay-events/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-09-重放错过的事件" tabindex="-1">提示 · 练习 09，重放错过的事件 <a class="header-anchor" href="#提示-·-练习-09-重放错过的事件" aria-label="Permalink to &quot;提示 · 练习 09，重放错过的事件&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>重放全看一个数字：<code>Last-Event-ID</code> 里的那个。先把它稳妥地取出来；凡是读不出本 epoch 编号的，都要求重新同步。</li><li>标签页已经有它报上来的那个事件了，它要的是从下一个开始的事件。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li>id 的格式是 epoch、一个短横线、一串数字。要检查它以你的 epoch 加短横线开头，并且剩下的只有数字：<code>Number(&quot;&quot;)</code> 是 <code>0</code>， <code>Number(&quot;1e2&quot;)</code> 是 <code>100</code>，两者都会把垃圾当成一个位置。</li><li>留着的事件编号是连续的，最后一个是最新的：最旧的留存编号 = 最新编号 − 留存数量 + 1。</li><li>手里有 <code>最旧 − 1</code> 号事件的标签页没问题：它缺的事件都还在。手里有 <code>最旧 − 2</code> 号的，缺的那一个已经没了。</li><li>比最新编号还大的数字，不代表“没什么要发”：这是一个这台服务器从来没发出过的 id。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>publish</code>：计数器加一，用新的 id 构造消息，放进列表；列表超过 <code>keep</code> 个，就把最旧的移出去。</li><li><code>catchUp</code>：没有 id，只发当前位置。读出编号（或者读不出）。读出来了，而且不大于最新编号、不小于最旧留存编号减一，就返回它之后的 留存事件（一个 slice）。否则在当前位置构造一条 <code>resync</code> 消息，原因里用引号写出 id，并说明为什么（另一次运行、太旧、太新）。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/09-replay-events/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
