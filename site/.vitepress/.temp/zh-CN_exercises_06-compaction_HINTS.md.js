import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 06，压缩","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/06-compaction/HINTS.md","filePath":"exercises/06-compaction/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/06-compaction/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-06-压缩" tabindex="-1">提示 · 练习 06，压缩 <a class="header-anchor" href="#提示-·-练习-06-压缩" aria-label="Permalink to &quot;提示 · 练习 06，压缩&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>压缩条目什么都不删：它是写给构建上下文那段代码的一条指令，“先放我的摘要，再从 <code>firstKeptEntryId</code> 接着放”。</li><li>只有一次压缩起作用，就是路径上最新的那次：它的摘要已经包含了之前几次摘要的内容。</li><li>选切点时拿不准，宁可多保留一点，也绝不能把一次调用和它的结果拆开。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li>用 <code>path.findLastIndex(...)</code> 找到最新的压缩；只在那个下标<strong>之前</strong>找首个保留条目，这样一个过时的 <code>firstKeptEntryId</code> 也不会出错。</li><li>保留部分里更早的压缩条目不产生消息：给定的 <code>messagesOf</code> 已经这样处理了。</li><li>切点只往回挪（往更旧的条目挪），不往后挪：工具结果离不开它前面的调用，没有消息的条目也不能当保留部分的开头。</li><li>预算只可能在带 token 的条目上达到。那为什么“没有消息的条目”这条规则还是要紧？（想想夹在同一个回复的两个工具结果之间的扩展条目。）</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>contextMessages</code>：找最新的压缩。没有，就放每个条目的消息。有，就先放摘要消息，再放从首个保留条目（如果在压缩之前找得到） 到压缩条目之间那些条目的消息，然后是压缩之后每个条目的消息。</li><li><code>findCutPoint</code>：从最后一个条目往前走，把 token 加起来；累计第一次达到预算的那个下标就是候选（始终达不到就是 0）。 然后，只要候选是工具结果或者没有消息，就再往前退一步。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/06-compaction/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
