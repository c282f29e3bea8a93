import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 12，重新打开后，叶子还在原处","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/12-leaf-after-reopen/HINTS.md","filePath":"exercises/12-leaf-after-reopen/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/12-leaf-after-reopen/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-12-重新打开后-叶子还在原处" tabindex="-1">提示 · 练习 12，重新打开后，叶子还在原处 <a class="header-anchor" href="#提示-·-练习-12-重新打开后-叶子还在原处" aria-label="Permalink to &quot;提示 · 练习 12，重新打开后，叶子还在原处&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>重新打开时，手上只有文件。所以切换分支改变的东西，必须是文件里的一行，和其他行一样追加写进去。</li><li>pi 打开文件时把叶子放在哪里？让你的记录顺着这条规则，别跟它对着干。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li>打开时只有最后一个条目要紧：要么它就是叶子，要么它是一条指明叶子的记录。</li><li>一条作为新叶子子节点的记录，不用读任何别的字段，本身就说明了“叶子是我的父节点”。</li><li>给定的 <code>append</code> 会把叶子移到它写下的条目上。所以写完记录之后，要把叶子放回目标上。</li><li>先检查再写：遇到未知的 id，或者要切到的就是当前叶子，文件都必须保持原样。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>open</code>：读出所有条目，取最后一个：没有，叶子是 <code>null</code>；是 <code>customType</code> 为 <code>LEAF_SWITCH</code> 的 <code>custom</code> 条目，叶子是它的 <code>parentId</code>；其他条目，叶子是它的 <code>id</code>。用这些构造 store。</li><li><code>switchLeaf</code>：和当前叶子相同，直接返回。不是 <code>null</code> 又不在条目里，抛错并写出这个 id。追加一条以 <code>id</code> 为父节点的记录， 再把叶子设为 <code>id</code>。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/12-leaf-after-reopen/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
