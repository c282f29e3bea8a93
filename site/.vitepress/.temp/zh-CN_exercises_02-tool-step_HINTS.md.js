import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 02，工具这一步","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/02-tool-step/HINTS.md","filePath":"exercises/02-tool-step/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/02-tool-step/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-02-工具这一步" tabindex="-1">提示 · 练习 02，工具这一步 <a class="header-anchor" href="#提示-·-练习-02-工具这一步" aria-label="Permalink to &quot;提示 · 练习 02，工具这一步&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li><code>runToolCall</code> 的每一条出路，都是用给定的 <code>toolResult</code> 构造一个结果：成功一种，每种失败各一种。失败的情况写成提前返回。</li><li>schema 不只是说明文档，它本身就是检查。TypeBox 能告诉你一个值合不合格，不合格的话为什么。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>Value.Errors(schema, value)</code> 列出所有问题。每个问题有 <code>instancePath</code>（比如 <code>&quot;/offset&quot;</code>；参数对象本身是 <code>&quot;&quot;</code>）、 <code>keyword</code>（<code>&quot;required&quot;</code>、<code>&quot;minimum&quot;</code>、<code>&quot;additionalProperties&quot;</code>……）、<code>message</code> 和 <code>params</code>。</li><li>遇到多余的属性，TypeBox 只说 “must not have additional properties”，不说是哪一个；名字在 <code>params.additionalProperties</code> 里。 （它还会用 keyword <code>&quot;boolean&quot;</code>、说明 “schema is false” 把每个多余属性再报一遍，这一行可以不写。）</li><li>写在 <code>try</code> 里的 <code>await</code>，既接得住被 reject 的 promise，也接得住调用时直接抛出的异常；<code>tool.execute(args).catch(...)</code> 接不住后一种。</li><li>抛出来的可能是任何值：是 <code>Error</code> 就取它的 <code>message</code>，别的就转成字符串。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>runToolCall</code>：按名字找工具，找不到就返回一个错误结果，列出所有工具名。检查参数，不合格就返回一个错误结果，内容是 <code>describeInvalidArguments</code> 的文字。然后在 <code>try</code> 里 await 这个工具，把输出（content 和 details）作为结果返回； 在 <code>catch</code> 里返回一个错误结果，写明工具名和原因。</li><li><code>describeInvalidArguments</code>：第一行写工具名；然后每个错误一行，写出字段（instance path 去掉斜杠；是整个参数对象时换成一个词） 和说明，有多余属性时再写出它们的名字；最后一行是参数的 JSON。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/02-tool-step/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
