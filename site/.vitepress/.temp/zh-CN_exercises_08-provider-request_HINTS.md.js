import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 08，发给模型的请求体","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/08-provider-request/HINTS.md","filePath":"exercises/08-provider-request/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/08-provider-request/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-08-发给模型的请求体" tabindex="-1">提示 · 练习 08，发给模型的请求体 <a class="header-anchor" href="#提示-·-练习-08-发给模型的请求体" aria-label="Permalink to &quot;提示 · 练习 08，发给模型的请求体&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>大多数消息正好变成一条聊天消息；有些一条都不变；还有一种情况，会生出上下文里根本没有的消息。是哪种情况？</li><li>provider 最较真的一条规则：带工具调用的助手消息后面，每个调用跟一条 <code>tool</code> 消息，中间不能夹别的。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>textOf(content)</code>（来自 <code>@kit/agent-loop</code>）把内容列表里的文本块拼起来，思考和工具调用都不要：第 1、2 部分大半靠它。</li><li>遍历上下文时，记着一个“还在等结果的调用”列表。某个等待中的调用的结果来了，就发出去，并把它从列表里去掉。 其他任何消息到来之前，都要先给等待中的调用“收尾”。</li><li>收尾就是：给每个还在等的调用补一条占位的 <code>tool</code> 消息，按调用的顺序。</li><li>别忘了最后也要收尾一次：上下文可能正好停在一条助手消息后面。</li><li>没有调用在等的结果（没有对应的调用，或者已经回答过了）不能当 <code>tool</code> 消息发：它变成用户文本。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>buildRequest</code>：先是系统消息，然后是转换后的上下文；<code>stream: true</code>；工具列表不为空时，才把每个工具转成 <code>{ type: &quot;function&quot;, function: { name, description, parameters } }</code>。</li><li><code>toChatMessages</code>：遍历一次，记着一个输出列表和一个等待列表。对每条消息：是等待中调用的结果，就作为 <code>tool</code> 发出，并移出等待列表。 否则先给等待中的调用收尾，再按角色处理：用户消息和自定义消息变成用户文本；助手消息有文本或调用就发出（文本或 <code>null</code>， 调用的参数转成 JSON），它的调用成为新的等待列表，两样都没有就跳过；摘要用 <code>summaryAsUserText</code> 变成用户文本； 没有调用在等的结果用 <code>orphanResultAsUserText</code> 变成用户文本。循环结束后，再收尾一次。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/08-provider-request/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
