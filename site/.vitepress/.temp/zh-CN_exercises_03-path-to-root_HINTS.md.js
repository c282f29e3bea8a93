import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 03，从叶子回溯到根的路径","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/03-path-to-root/HINTS.md","filePath":"exercises/03-path-to-root/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/03-path-to-root/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-03-从叶子回溯到根的路径" tabindex="-1">提示 · 练习 03，从叶子回溯到根的路径 <a class="header-anchor" href="#提示-·-练习-03-从叶子回溯到根的路径" aria-label="Permalink to &quot;提示 · 练习 03，从叶子回溯到根的路径&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>只能朝一个方向走：每个条目都知道自己的父节点，却没有哪个条目知道自己的子节点。所以你是从叶子往根走的，返回时却要根在前。</li><li>空会话和断掉的链接是两回事：前者很正常，后者必须明确报错。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li>一边走一边把条目插到最前面（<code>unshift</code>）是文章的写法，每走一步都要把已经收集的内容整体挪一遍。改成按从叶子到根的顺序收集， 最后把数组反转一次。</li><li>用一个 <code>while</code> 循环更新“当前 id”，不需要递归，也就不会把栈撑爆。</li><li>循环之前先查叶子，循环里查每个父节点：报错信息要写出没找到的那个 id，而这两种情况下没找到的 id 不一样。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><p>叶子是 <code>null</code> 时返回空数组。否则：找到叶子（找不到就抛错，写出它的 id），放进数组；只要当前条目有父节点 id，就去找父节点 （找不到就抛错，写出父节点的 id），放进数组，再移到父节点上。最后把数组反转一次，返回。</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/03-path-to-root/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
