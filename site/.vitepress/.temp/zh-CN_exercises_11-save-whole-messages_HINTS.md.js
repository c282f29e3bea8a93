import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 11，保存完整的消息","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/11-save-whole-messages/HINTS.md","filePath":"exercises/11-save-whole-messages/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/11-save-whole-messages/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-11-保存完整的消息" tabindex="-1">提示 · 练习 11，保存完整的消息 <a class="header-anchor" href="#提示-·-练习-11-保存完整的消息" aria-label="Permalink to &quot;提示 · 练习 11，保存完整的消息&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>哪个事件在说“这条消息完整了，不会再变了”？就在那里保存，而且只在那里保存。</li><li>用户看到的（最后那段文字），只是模型在恢复会话之后需要的一小部分。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>for await (const event of run)</code> 一个事件一个事件地跟着运行走：在循环里保存，每条消息都会在下一个事件产生之前存好。</li><li>等到 <code>agent_end</code> 再保存它的 <code>messages</code>，一切顺利时文件一模一样，运行中途挂掉时却什么都没存下：测试就会在中途杀掉一次运行。</li><li>不要在这里接住运行抛出的错误：调用方必须知道运行失败了，而已经存下的消息还在。</li><li>循环里两行代码谁先谁后，决定了是不是“先保存，再通知”。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><p>一个空的 id 列表，原因先空着。遍历事件：遇到 <code>message_end</code>，追加事件里的消息（就是那个对象本身），并记下 id；遇到 <code>agent_end</code>， 记下原因；然后，在保存之后，再把这个事件通知出去。循环结束后返回 id 列表和原因。不要写 <code>try</code>/<code>catch</code>。</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/11-save-whole-messages/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
