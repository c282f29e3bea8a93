/**
 * The exported file's few words, in English and Chinese, chosen by the
 * reader's browser (any `zh-*` first is Chinese), as the page chooses; and the
 * shape of the session data the file carries.
 */
export interface ExportedSession {
  fileName: string;
  entries: unknown[];
}

export interface ViewerWords {
  lang: string;
  title: (fileName: string, entries: number) => string;
  tree: string;
  contextAt: (entryId: string, messages: number) => string;
  editedBy: (editId: string) => string;
  left: (count: number) => string;
}

const EN: ViewerWords = {
  lang: "en",
  title: (fileName, entries) => `${fileName}: ${entries} entries (exported, read-only)`,
  tree: "Session tree: click an entry to see what the model is sent there",
  contextAt: (entryId, messages) => `What the model is sent at ${entryId}: ${messages} messages`,
  editedBy: (editId) => `changed by context edit ${editId}`,
  left: (count) => `${count} message(s) of the previous entry's context are not sent here`,
};

const ZH: ViewerWords = {
  lang: "zh-CN",
  title: (fileName, entries) => `${fileName}：${entries} 个条目（导出的只读副本）`,
  tree: "会话树：点一个条目，看模型在那里会收到什么",
  contextAt: (entryId, messages) => `在 ${entryId} 模型收到的内容：${messages} 条消息`,
  editedBy: (editId) => `被上下文编辑 ${editId} 改过`,
  left: (count) => `上一个条目的上下文里有 ${count} 条消息，这里不再发送`,
};

export function viewerWords(languages: readonly string[]): ViewerWords {
  return languages[0]?.toLowerCase().startsWith("zh") ? ZH : EN;
}
