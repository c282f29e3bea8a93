/**
 * Every word the page shows, in English. The Chinese file (zh-CN.ts) has the
 * same keys, checked by the type: a key missing there does not compile.
 */
import type { EntryKind } from "../model/entry-text.ts";
import type { TreeFilter } from "../model/tree-filter.ts";

const TREE_FILTER_WORDS: Record<TreeFilter, string> = {
  default: "default (no settings)",
  "no-tools": "no tools",
  "user-only": "user messages only",
  "labelled-only": "labelled only",
  all: "all entries",
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const en = {
  lang: "en",
  languageName: "English",
  appTitle: "Teaching agent",
  untitledSession: "untitled session",
  language: "Language",
  presentation: "Presentation",
  presentationTitle: "Larger type and stronger colours, for a projector",

  // Toolbar
  compact: "Compact",
  compactTitle: "POST /compact: summarise the older part of the path into a compaction entry",
  fork: "Fork",
  forkTitle: "POST /fork: a new session file holding the path up to the leaf",
  label: "Label",
  labelTitle: "POST /label: bookmark the leaf",
  name: "Name",
  nameTitle: "POST /name: name this session",
  replay: "Replay",
  replayTitle: "Scrub through the session file line by line",
  exportSession: "Export",
  exportTitle: "Download this session as one HTML file (tree, context, edits) that opens anywhere, offline",

  // Connection and status
  connecting: "connecting…",
  live: "live",
  reconnecting: "reconnecting…",
  closed: "disconnected, retrying",
  compacting: "compacting…",
  compacted: (before: number, after: number) => `compacted: ≈${before} → ≈${after} tokens`,
  nothingToCompact: "Nothing to compact yet: the whole path still fits in what compaction keeps.",
  summarising: "summarising the branch…",
  branchSummarised: (id: string) => `the branch you left is summarised in ${id}`,
  forked: (name: string) => `Forked: you are now in the new session “${name}”. The old one is unchanged.`,
  forkName: (name: string) => `${name} (fork)`,
  askAgain:
    "Your question is back in the editor: the leaf moved to just before it, as pi's /tree does. " +
    "Send it as it is or change it first.",
  dismiss: "Dismiss",
  busy: "Wait for the run to end (run_end) or abort it first.",
  noAnswer: "The server did not answer.",

  // Forms
  labelFor: (id: string) => `Label for ${id}:`,
  sessionName: "Session name:",
  labelPlaceholder: "e.g. before-refactor (empty clears)",
  namePlaceholder: "e.g. compaction demo",
  save: "Save",
  cancel: "Cancel",

  // Sessions
  sessions: "Sessions",
  newSession: "New",
  entries: (n: number) => plural(n, "entry", "entries"),
  running: "running",
  cannotOpen: "cannot open",
  untitled: "untitled",

  // Tree
  sessionTree: "Session tree",
  leafMovesHidden: (n: number) => `${plural(n, "leaf move", "leaf moves")} hidden`,
  collapseOthers: "collapse other branches",
  expandAll: "expand all",
  leafToStart: "new root",
  leafToStartTitle: "Move the leaf before the first entry: the next message starts a new root",
  showLeafMoves: "show leaf moves",
  treeFilter: "Show",
  treeFilterTitle: "Which entries the tree shows: the same five filters as pi's /tree (Ctrl+O there)",
  treeFilterName: (filter: TreeFilter) => TREE_FILTER_WORDS[filter],
  treeSearch: "Search the tree",
  treeSearchPlaceholder: "search rows…",
  filteredOut: (n: number) => `${n} filtered out`,
  copyLink: "copy link",
  copyLinkTitle: "Copy a link that opens this session at this entry",
  linkCopied: (url: string) => `Link copied: ${url}`,
  linkNotCopied: (url: string) => `The browser did not allow copying; the link is ${url}`,
  entryNotFound: (id: string) => `The link names entry ${id}, which is not in this session.`,
  treeEmpty: "The file has no entries yet.",
  earlierNotDrawn: (n: number) =>
    `${plural(n, "earlier entry is", "earlier entries are")} not drawn yet: they come with the whole session`,
  comesWithWhole: "Comes once the whole session has loaded",
  expandBranch: "Expand this branch",
  collapseBranch: "Collapse this branch",
  moreHidden: (n: number) => `+${n} more`,
  leafBadge: "leaf",
  leafIsNull: "● leaf before the first entry: the next message starts a new root",
  summarised: "summarised",
  summarisedTitle: "Still in the file; the model sees the compaction summary instead",
  selectUser: "Ask again from here: the leaf moves to just before this question and its text goes back to the editor",
  selectOther: (id: string) => `Move the leaf to ${id}`,
  rowActions: "More actions",
  rowActionsFor: (text: string) => `More actions for “${text}”`,
  /** A tree row's kind: the file-format word as it is. */
  kindName: (_kind: EntryKind, tag: string) => tag,
  /** A message's role in the request: the file-format word as it is. */
  roleName: (role: string) => role,
  preview: "context",
  previewTitle: "Show what the model would see at this entry, without moving the leaf",
  labelRow: "label",
  labelRowTitle: "Label this entry",
  forkRow: "fork",
  forkRowTitle: "Copy the path up to this entry into a new session",
  // Context edits (pi 1.6.0): what the model gets for a message, changed by a later entry
  hideFromModel: "hide from the model",
  hideFromModelTitle:
    "POST /context-edit: append a context_edit that leaves this message out of what the model gets (the file keeps it)",
  replaceForModel: "replace what the model sees",
  replaceForModelTitle: "POST /context-edit: append a context_edit that gives the model other text for this message",
  replaceFor: (id: string) => `What the model sees for ${id}:`,
  replacePlaceholder: "the text the model gets instead",
  editedMark: "edited for the model",
  editedTitle: (editId: string) =>
    `The context edit ${editId} replaces what the model gets for this entry; the file keeps the original`,
  omittedMark: "hidden from the model",
  omittedTitle: (editId: string) =>
    `The context edit ${editId} leaves this entry out of what the model gets; the file keeps it`,

  // A damaged session file
  damagedTitle: "This session file cannot be opened",
  damagedExplain:
    "The server found lines it cannot read as entries. Nothing was changed, and the page will not write into the " +
    "file until it is mended. The problems, as the server lists them:",
  damagedCommands: "Check it and mend it from the repository's folder (repair keeps the original as .bak):",

  // A torn last line that was set aside
  tornTitle: "The last line of this file was torn.",
  tornExplain:
    "A write was cut off half way. Opening the file moved the half line aside, so the session ends on a whole " +
    "line again; no other line was touched, and the bytes were kept here:",
  tornBytes: (bytes: number) => `(${bytes} bytes)`,

  // Chat
  chatEmpty: "No messages on this path yet. Ask something below.",
  newSessionEmpty: "A new session. Nothing is saved yet: its file appears when you send the first question.",
  readOnlyBanner:
    "Read-only: these are real sessions (pi's folder), and nothing here writes to them. To go on with one:",
  reconnectingBanner: "Reconnecting to the server… Send waits until the page is live again.",
  hideEmpty: "hide empty sessions",
  hideEmptyTitle: "Leave out the sessions without a question in them",
  runningTool: (name: string) => `running ${name}…`,
  stillWriting: "still writing",
  thinking: "thinking",
  aborted: "Aborted",
  error: "Error",
  noReason: "no reason given",
  result: "result",
  failed: "failed",
  compactionSummary: "Compaction summary",
  branchSummary: "Branch summary",
  replacesAbove: (id: string, tokens: number) => `replaces the entries before ${id} (≈${tokens} tokens before)`,
  branchedFrom: (id: string) => `of a branch that left the conversation at ${id}`,
  summaryText: "the summary the model reads",
  systemMessage: "System message",
  systemMessageNote: "pi keeps its system prompt in the session file; this server sends the model its own",
  systemMessageText: "its text",
  compactionSystem: "the system prompt kept with this compaction (a system message)",
  editQuestion: "Edit",
  editTitle: "Edit this question: sending starts a new branch beside the old one",
  editSend: "Send as a new version",
  summarizeBranch: "summarise the branch you leave (branch_summary)",
  editNote: "The old version stays in the file and in the tree; ‹ › flips between versions.",
  previousVersion: "Previous version of this question",
  nextVersion: "Next version of this question",
  versionOf: (i: number, n: number) => `${i}/${n}`,
  rawText: "Raw text",
  formattedText: "Formatted",
  rawTextTitle: "Show the reply as the model sent it (Markdown source), or formatted",
  branchesHere: (n: number) => `${n} branches here`,
  branchesHereTitle: "Other questions were asked at this point of the conversation: the tree shows each branch",
  showMore: (n: number) => `show ${n} more characters`,
  showLess: "show less",

  // Editor
  placeholder: "Ask the agent (try: list the files, read README.md, how does compaction work?)",
  toTreeHint: "Escape: to the session tree (Escape there comes back here).",
  answering: "The agent is answering…",
  send: "Send",
  abort: "Abort",

  // Speed
  speed: "Speed",
  speedTitle: "How fast the offline teaching model answers",
  paceInstant: "instant",
  paceNormal: "real time",
  paceSlow: "slow",
  paceStep: "step by step",
  stepWaiting: "Step by step: the run waits for each click.",
  nextStep: (next: string | undefined) => (next ? `Next event ▸ ${next}` : "Next event ▸ (the model's next piece)"),
  nextStepTitle: "One event per click: the server holds each event of the run until POST /step lets it through",

  // What the model sees next
  contextTitle: "What the model sees next",
  messages: (n: number) => plural(n, "message", "messages"),
  compactionSaved: "Compaction saved:",
  compactionSavedNothing: "Compaction saved nothing this time (the summary is longer than what it replaced):",
  tokensBeforeAfter: (before: number, after: number, change: string) => `≈${before} → ≈${after} tokens (${change})`,
  messagesBeforeAfter: (before: number, after: number) => `${before} → ${after} messages in the request`,
  shared: (n: number) => `${plural(n, "message", "messages")} shared with the previous leaf`,
  sharedTitle: "Show them",
  leftContext: (n: number) => `${plural(n, "message", "messages")} left the context:`,
  changeCount: (left: number, joined: number) => `This leaf move: ${left} left · ${joined} joined`,
  joined: "joined",
  nextGoesHere: "your next message goes here",
  previewAt: "Preview at entry",
  notTheLeaf: "not the leaf.",
  backToLeaf: "back to the leaf",
  model: "model",
  leaf: "leaf",
  tools: "tools",
  none: "none",
  requestJson: "the request body as JSON",
  systemPrompt: "system prompt",
  filledIn: "filled in: no result saved",
  editedBy: (editId: string) => `edited by ${editId}`,
  original: "the original, as the file keeps it",
  notSentOmitted: (n: number) => `${plural(n, "message", "messages")} hidden from the model by a context edit:`,
  notSentSystem: (n: number) =>
    `${plural(n, "system message", "system messages")} from the session file, not sent: ` +
    "this server sends its own system prompt (above)",
  byEdit: (editId: string) => `by ${editId}`,
  forCall: (id: string) => `for ${id}`,
  earlier: (n: number) => `show ${plural(n, "earlier message", "earlier messages")}`,
  loading: "Loading…",

  // Timeline
  events: "Events",
  received: (n: number) => `${n} received`,
  clear: "clear",
  timelineEmpty: "Events of this session appear here as they arrive.",
  run: (id: string) => `run ${id}`,
  turn: (n: string) => `turn ${n}`,
  endOfRun: (id: string) => `end of run ${id}`,
  sessionGroup: "session",
  replayed: "from the server's replay log",
  newEvents: (n: number) => `${plural(n, "new event", "new events")} ↓`,
  tokensIn: (input: number, output: number) => `${input} in · ${output} out tokens`,
  root: "root",
  leafAt: (id: string) => `leaf ${id}`,
  tokensChange: (before: number, after: number) => `${before} → ${after} tokens`,
  // A label or name entry's line, in the tree, the chat and the timeline
  labelOn: (label: string, id: string) => `"${label}" on ${id}`,
  labelCleared: (id: string) => `cleared on ${id}`,
  nameCleared: "(cleared)",

  // Replay
  replayLine: (k: number, n: number) => `line ${k} of ${n}`,
  replayAppended: (type: string) => `appended: ${type}`,
  replayStart: "the header only: no entries yet",
  replayHelp: "← → step one line; the file is only ever appended to.",
  exitReplay: "Back to now",
};

export type Messages = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };
