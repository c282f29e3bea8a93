import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 04，不怕残行的加载器","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/04-torn-line/HINTS.md","filePath":"exercises/04-torn-line/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/04-torn-line/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-04-不怕残行的加载器" tabindex="-1">提示 · 练习 04，不怕残行的加载器 <a class="header-anchor" href="#提示-·-练习-04-不怕残行的加载器" aria-label="Permalink to &quot;提示 · 练习 04，不怕残行的加载器&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>能按字节处理就按字节处理，尽量晚一点再变成文本：偏移是按字节算的，而一个字符可能占四个字节。</li><li>行分三种：完整而且正确的；完整但坏了的（格式错误）；最后一个换行符之后剩下的字节。只有最后一种可能是残行。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>bytes.indexOf(0x0a, from)</code> 在 <code>Uint8Array</code> 里找下一个换行符；<code>bytes.subarray(start, end)</code> 得到一行的视图； <code>new TextDecoder().decode(line)</code> 把它变成文本。每一行单独解码：这样被切成两半的字符只会弄坏残行本身，不会让前面各行的偏移错位。</li><li>很多人第一次会先把整个文件解码成字符串再处理，可文件里只要有一个多字节字符，偏移就不对了。切口落在一个字符中间时， 把残行的文本重新编码，也得不回原来的字节。</li><li><code>JSON.parse(&quot;42&quot;)</code> 也会成功：要检查解析出来的是不是对象（不是 <code>null</code>，也不是数组）。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>parseJsonl</code>：一个循环，记着起始偏移和行号。找下一个换行符：找到了，到它为止的字节就是完整的一行（空行跳过；是对象就记下； 否则算格式错误），起始位置移到换行符后面。找不到，剩下的内容（如果有）就是结尾：是对象，就记成一条记录，并设置 <code>missingFinalNewline</code>；不是，就是残行，记下它的起始偏移和这些字节的副本。</li><li><code>appendLine</code>：先解析；有格式错误的行，就抛错并写出行号。保留残行偏移之前的字节（没有残行就全部保留）；最后一条记录缺换行符就补上； 再写新的一行和它的换行符。把残行的字节作为 <code>setAside</code> 返回。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/04-torn-line/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
