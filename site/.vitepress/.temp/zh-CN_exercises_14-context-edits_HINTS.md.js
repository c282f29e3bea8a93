import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 14，上下文编辑","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/14-context-edits/HINTS.md","filePath":"exercises/14-context-edits/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/14-context-edits/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-14-上下文编辑" tabindex="-1">提示 · 练习 14，上下文编辑 <a class="header-anchor" href="#提示-·-练习-14-上下文编辑" aria-label="Permalink to &quot;提示 · 练习 14，上下文编辑&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>编辑不改它的目标：它是写给构建上下文那段代码的一条指令，“从现在起，发这个”。文件，还有传给你的 <code>path</code>，都保持原样。</li><li>“最后一条编辑为准”问的是整条路径，而不是目标之前的那一段：路径末尾的一条编辑，可以改变靠近开头的一条消息。</li><li>有压缩时，对每条编辑问一句：这条编辑本身，还在发给模型的那些条目里吗？</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li>一遍找出每个目标算数的是哪条编辑，第二遍构建消息。一个从目标 id 到替换内容的 <code>Map</code>，按路径顺序填，自然留下最后一条。</li><li>哪些条目被发出去，是第 06 章的规则：最新一次压缩，然后从 <code>firstKeptEntryId</code> 到它，再是它之后的一切。算数的编辑要在这些条目里找， 而不是在整条路径里找。</li><li>编辑一条编辑、一个标签或一个设置，不需要特殊处理：这些条目本来就不往上下文里放消息，编辑没有东西可改。 不要把对一条编辑的 <code>null</code> 编辑当成“撤销”。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li>选出被发出去的条目（整条路径；或者最新一次压缩、它保留的部分、其余部分）。</li><li>在这些条目里，按顺序对每个 <code>context_edit</code> 记下 <code>targetId → replacement</code>。</li><li>对每个被发出去的条目：取它的消息（最新一次压缩取摘要，其他用 <code>messagesOf</code>）；如果它记着一个替换，<code>null</code> 就不给消息， <code>{ content }</code> 就对每条消息用 <code>withContent</code>。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/14-context-edits/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
