import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 07，pi 的 /tree 选择规则","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/07-tree-selection/HINTS.md","filePath":"exercises/07-tree-selection/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/07-tree-selection/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-07-pi-的-tree-选择规则" tabindex="-1">提示 · 练习 07，pi 的 /tree 选择规则 <a class="header-anchor" href="#提示-·-练习-07-pi-的-tree-选择规则" aria-label="Permalink to &quot;提示 · 练习 07，pi 的 /tree 选择规则&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>先想用户想干什么。选中一个问题，意思是“换个问法”：新问题不能接在旧问题后面。选中别的任何条目，意思是“从这里接着聊”。</li><li>如果叶子移<strong>到</strong>这个问题上，下一个问题会成为谁的子节点？</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>tree.get(id)</code> 取出条目；<code>isEntryOfType(entry, &quot;message&quot;)</code>（来自 <code>@kit/session-core</code>）让 TypeScript 看得到 <code>entry.message.role</code>。</li><li><code>@kit/agent-loop</code> 的 <code>textOf(content)</code> 把内容列表里的文本块拼起来，内容是字符串就原样返回。</li><li>用户消息和 <code>custom_message</code> 按同一条规则处理；其他条目一律成为叶子。</li><li>选中当前的叶子只在 <code>selectEntry</code> 里是特例：套用规则之前先检查它。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>selectionFor</code>：取出条目（不存在就抛错，写出 id）。用户消息或自定义消息：叶子是它的 <code>parentId</code>，编辑框拿到它内容的文本。 其他条目：叶子是条目自己的 id，编辑框拿到 <code>undefined</code>。</li><li><code>selectEntry</code>：如果 id 就是树当前的叶子，返回这个叶子和空文本，什么都不动。否则算出选择结果，把树的叶子切换过去，再返回结果。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/07-tree-selection/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
