import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 01，Agent Loop","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/01-agent-loop/HINTS.md","filePath":"exercises/01-agent-loop/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/01-agent-loop/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-01-agent-loop" tabindex="-1">提示 · 练习 01，Agent Loop <a class="header-anchor" href="#提示-·-练习-01-agent-loop" aria-label="Permalink to &quot;提示 · 练习 01，Agent Loop&quot;">​</a></h1><p>一次只看一级，看完就回去写代码：这个循环要你自己写出来才算数。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>先写 <code>streamReply</code>，它单独就是第 1 部分。它做的事很简单：模型流出来什么，就一个个转成事件发出去，最后返回完整的消息。</li><li>整个循环只需要做一个决定，而且是在每一轮结束时：停下，还是再调用一次模型？这个决定看的是什么？</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>yield*</code> 会把另一个生成器的每个事件原样转发出去，<strong>同时</strong>拿到它的返回值。<code>runLoop</code> 就是这样从 <code>streamReply</code> 拿到完整的回复， 而调用方照样能看到每一块。</li><li>工具调用就是回复 <code>content</code> 里 <code>type</code> 为 <code>&quot;toolCall&quot;</code> 的那些块；一个都没有，这次运行就结束了。</li><li>放进请求的是上下文的一份副本（展开成一个新数组）；上下文本身还要接着往里加。</li><li><code>stopReason</code> 为 <code>&quot;error&quot;</code> 的回复也是一条消息：它有自己的 <code>message_end</code>，也算进这次运行新增的消息，运行以 <code>&quot;error&quot;</code> 结束。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>streamReply</code>：遍历模型的流。遇到 <code>start</code>，发出带着部分消息的 <code>message_start</code>；每来一块内容，发出带着这一块和部分消息的 <code>message_update</code>；遇到 <code>done</code> 或 <code>error</code>，发出带着最终消息的 <code>message_end</code>，并返回这条消息。</li><li><code>runLoop</code>：先发 <code>agent_start</code>，然后用 <code>for</code> 循环按轮次编号。每一轮：发 <code>turn_start</code>；第 1 轮先发用户提问的开始和结束事件； 通过 <code>streamReply</code> 拿到回复，放进上下文和新增列表；按顺序执行每个工具调用，为每个结果发开始和结束事件，再把结果放进上下文、 新增列表和本轮的结果里；发 <code>turn_end</code>。最后用一个小函数回答“为什么停？”：出错了、没有工具结果（完成）、到了轮数上限， 或者没有理由停（继续）。到上限时，那条说明消息在 <code>agent_end</code> 之前有自己的开始和结束事件。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/01-agent-loop/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
