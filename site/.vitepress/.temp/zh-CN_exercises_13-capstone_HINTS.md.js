import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"提示 · 练习 13，综合练习","description":"","frontmatter":{},"headers":[],"relativePath":"zh-CN/exercises/13-capstone/HINTS.md","filePath":"exercises/13-capstone/HINTS.zh-CN.md"}');
const _sfc_main = { name: "zh-CN/exercises/13-capstone/HINTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="提示-·-练习-13-综合练习" tabindex="-1">提示 · 练习 13，综合练习 <a class="header-anchor" href="#提示-·-练习-13-综合练习" aria-label="Permalink to &quot;提示 · 练习 13，综合练习&quot;">​</a></h1><p>一次只看一级。</p><h2 id="_1-先想一想" tabindex="-1">1. 先想一想 <a class="header-anchor" href="#_1-先想一想" aria-label="Permalink to &quot;1. 先想一想&quot;">​</a></h2><ul><li>每个零件你都写过了。动手之前，先列一张表：每个方法分别对应哪道练习。</li><li>文件是唯一的记忆：Agent “知道”的东西，只要不是文件里的一行，下次启动就没了。</li></ul><h2 id="_2-再具体一点" tabindex="-1">2. 再具体一点 <a class="header-anchor" href="#_2-再具体一点" aria-label="Permalink to &quot;2. 再具体一点&quot;">​</a></h2><ul><li><code>LeafStore.create</code> 拒绝已经存在的文件，<code>LeafStore.open</code> 拒绝不存在的文件：用 <code>existsSync</code> 决定调哪一个。</li><li>循环的 <code>context</code> 是到目前为止的对话，<code>prompt</code> 是新问题；你的 <code>context()</code> 给出叶子处的上下文（沿路径往上走的是练习 03）。</li><li>保存就是练习 11：你的 <code>saveRun</code>，接收方是你的存储。<code>appendMessage</code> 让每条消息成为叶子的子节点并移动叶子， 所以对话自然会在当前分支上接着长。</li><li>重启后依然有效的切换分支，就是练习 12：你的存储会写下那条记录。</li><li><code>rewrite</code> 就是练习 07 里对用户消息的规则，再加一次提问。</li></ul><h2 id="_3-答案的思路" tabindex="-1">3. 答案的思路 <a class="header-anchor" href="#_3-答案的思路" aria-label="Permalink to &quot;3. 答案的思路&quot;">​</a></h2><ul><li><code>start</code>：文件存在就打开，否则新建；把会话交给一个新的 Agent。</li><li><code>prompt</code>：带着模型、工具、系统提示词、叶子处的上下文，以及由这段文字构成的用户消息，运行循环；在事件循环里，<code>message_end</code> 时保存，<code>agent_end</code> 时记下原因；两样都返回。</li><li><code>switchBranch</code>：就是你的存储的 <code>switchLeaf</code>。</li><li><code>rewrite</code>：取出条目；它如果不是一个装着用户消息的消息条目，就抛错并写出 id；切换到它的父节点；返回用新文字提问的结果。</li></ul><h2 id="第-4-部分-恢复时压缩" tabindex="-1">第 4 部分：恢复时压缩 <a class="header-anchor" href="#第-4-部分-恢复时压缩" aria-label="Permalink to &quot;第 4 部分：恢复时压缩&quot;">​</a></h2><ol><li>先想一想：本项目的加载器要把你的压缩当成它自己的来读，所以要写 pi 写的那种条目（第 06 章列出了它的字段）。你在练习 12 写的存储 能追加任何条目。</li><li>再具体一点：切点是路径上最新的那条用户消息，它之前的内容交给 <code>summarise</code>。之后 <code>context</code> 读路径上最新的一次压缩，和练习 06 一样。</li><li>答案的思路：在 <code>start</code> 里打开已有文件之后，量一下上下文；超出预算，就追加一个以叶子为父节点的压缩条目，除非路径上最新的那次压缩 已经是从这个问题开始保留的。</li></ol></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("exercises/13-capstone/HINTS.zh-CN.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HINTS_zhCN = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HINTS_zhCN as default
};
