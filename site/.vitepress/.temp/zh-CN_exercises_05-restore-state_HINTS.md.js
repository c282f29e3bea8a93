import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 05，恢复会话时还原状态","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/05-restore-state/HINTS.md","filePath":"exercises/05-restore-state/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/05-restore-state/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-05-恢复会话时还原状态" tabindex="-1">提示 · 练习 05，恢复会话时还原状态 <a class="header-anchor" href="#提示-·-练习-05-恢复会话时还原状态" aria-label="Permalink to &quot;提示 · 练习 05，恢复会话时还原状态&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>对每一样状态问两个问题：从哪里读（路径，还是整个文件）？有好几个时听谁的（最新的那个）？</li><li>设置属于对话中的某一刻；名字和标签说的是整个会话。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>isEntryOfType(entry, &quot;model_change&quot;)</code>（来自 <code>@kit/session-core</code>）让 TypeScript 知道这是哪种条目，于是 <code>entry.provider</code> 和 <code>entry.modelId</code> 能通过类型检查；直接写 <code>entry.type === &quot;model_change&quot;</code> 收窄不了类型，因为本项目不认识的条目类型也是 <code>SessionEntry</code>。</li><li>助手消息里写着是哪个 provider、哪个模型写下了它：这也是一次模型设置。</li><li>路径走一遍、文件走一遍就够了。标签用一个按目标 id 存的 <code>Map</code>；清除就是 <code>delete</code>。</li><li><code>&quot; &quot;.trim() || undefined</code> 的结果是 <code>undefined</code>。</li><li>同一个 <code>customType</code> 的 <code>custom_message</code> 是扩展在<strong>对模型说话</strong>，不是它的记忆。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li>初始值：<code>null</code>、<code>&quot;off&quot;</code>、没有名字、空的 map、没有状态。</li><li>按顺序遍历路径：模型切换或助手消息换掉模型；思考等级的变更换掉等级；指定 <code>customType</code> 的 <code>custom</code> 条目换掉状态。</li><li>按文件顺序遍历所有条目：<code>session_info</code> 设置或清除名字；<code>label</code> 设置或删除它所指条目的标签。</li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/05-restore-state/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
