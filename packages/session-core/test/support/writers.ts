/**
 * The two writers a generated script is played on: this kit's `Session` and
 * pi's `SessionManager`. Each uses its writer's own public methods, so the
 * files they produce are the files each really writes.
 *
 * The two are parallel on purpose, step kind by step kind: one shared
 * function would hide which call each side really makes, and the point of
 * the comparison is that each side is driven only through its own API.
 */
import type { SessionManager } from "@mariozechner/pi-coding-agent";
import type { EntryInput, Session } from "../../src/index.ts";
import type { ScriptWriter } from "./generate.ts";

export function sessionWriter(session: Session): ScriptWriter {
  return {
    switchTo: (id) => session.switchLeaf(id),
    append(step, idOf) {
      switch (step.kind) {
        case "message":
          return session.appendMessage(step.message);
        case "model_change":
          return session.appendModelChange(step.provider, step.modelId);
        case "thinking_level_change":
          return session.appendThinkingLevelChange(step.thinkingLevel);
        case "compaction":
          return session.appendCompaction(step.summary, idOf(step.firstKept), step.tokensBefore, step.details);
        case "branch_summary":
          return session.appendBranchSummary(step.from === null ? null : idOf(step.from), step.summary);
        case "custom":
          return session.appendCustom(step.customType, step.data);
        case "custom_message":
          return session.appendCustomMessage(step.customType, step.content, step.display, step.details);
        case "label":
          return session.setLabel(idOf(step.target), step.label);
        case "session_info":
          return session.setName(step.name);
        case "unknown":
          // No method writes a type this kit does not know; appendEntry takes any shape.
          return session.appendEntry({ type: step.type, ...step.fields } as unknown as EntryInput);
      }
    },
  };
}

/**
 * pi's writer. pi's `branch()` only moves the leaf in memory (nothing is
 * written), and pi has no method for an unknown entry type, so that step
 * becomes a `custom` entry here.
 */
export function piWriter(manager: SessionManager): ScriptWriter {
  return {
    switchTo: (id) => (id === null ? manager.resetLeaf() : manager.branch(id)),
    append(step, idOf) {
      switch (step.kind) {
        case "message":
          return manager.appendMessage(step.message as Parameters<SessionManager["appendMessage"]>[0]);
        case "model_change":
          return manager.appendModelChange(step.provider, step.modelId);
        case "thinking_level_change":
          return manager.appendThinkingLevelChange(step.thinkingLevel);
        case "compaction":
          return manager.appendCompaction(step.summary, idOf(step.firstKept), step.tokensBefore, step.details);
        case "branch_summary":
          return manager.branchWithSummary(step.from === null ? null : idOf(step.from), step.summary);
        case "custom":
          return manager.appendCustomEntry(step.customType, step.data);
        case "custom_message":
          return manager.appendCustomMessageEntry(step.customType, step.content, step.display, step.details);
        case "label":
          return manager.appendLabelChange(idOf(step.target), step.label);
        case "session_info":
          return manager.appendSessionInfo(step.name);
        case "unknown":
          return manager.appendCustomEntry(step.type, step.fields);
      }
    },
  };
}
