import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 10，叶子移动后，变了什么","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/10-context-diff/HINTS.md","filePath":"exercises/10-context-diff/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/10-context-diff/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-10-叶子移动后-变了什么" tabindex="-1">提示 · 练习 10，叶子移动后，变了什么 <a class="header-anchor" href="#提示-·-练习-10-叶子移动后-变了什么" aria-label="Permalink to &quot;提示 · 练习 10，叶子移动后，变了什么&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>第 1、2 部分就是一个循环加两个 slice，真正要动脑子的是第 3 部分。</li><li>同一棵树上的两个上下文，共同的开头一直延续到分支分开的地方；从那以后就没有共同的了，哪怕看起来一样。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li>用同一个下标同时遍历两个上下文，走到较短那个的末尾，或者遇到第一处不同就停。</li><li>共同部分之后的消息，就是各自的 <code>slice(shared)</code>，不用去搜。</li><li>用 <code>===</code> 比较消息条目行得通（树交回的是同一个对象），比较 <code>custom_message</code> 就不行了，<code>contextAt</code> 每次都会重新构造它。</li><li><code>JSON.stringify</code> 受键的顺序影响，而且值为 <code>undefined</code> 的字段它什么都不输出：这两点，一点帮你，一点坑你。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>contextDiff</code>：下标从 0 开始，只要它比两个长度都小、而且这个位置的消息相同，就加一；然后返回 <code>{ shared, left: before 从这里往后, joined: after 从这里往后 }</code>。</li><li><code>sameMessage</code>：递归比较。完全相同的值：true。两个数组：长度相同，而且逐对相同。两个普通对象：去掉值为 <code>undefined</code> 的键之后， 键的集合相同，而且每个键的值都相同。其他情况：false。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/10-context-diff/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
