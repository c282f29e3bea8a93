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
import type { EntryStep, ScriptWriter } from "./generate.ts";
import type { PiSessionManager } from "./pi-1.6.0.ts";

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
        case "compaction": {
          const firstKept = step.firstKept === null ? null : idOf(step.firstKept);
          return session.appendCompaction(step.summary, firstKept, step.tokensBefore, step.details);
        }
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
        case "context_edit":
          return session.appendContextEdit(idOf(step.target), step.replacement);
        case "usage":
          return session.appendUsage(step.usageKind, step.provider, step.model, step.usage);
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
          return manager.appendCompaction(
            step.summary,
            idOf(onlyToday(step.firstKept)),
            step.tokensBefore,
            step.details,
          );
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
        case "context_edit":
        case "usage":
          throw new Error(`pi 0.73.1 writes no ${step.kind} entry: generate the script without \`today\``);
      }
    },
  };
}

/** A compaction that keeps nothing is pi 1.6.0's; pi 0.73.1 cannot write one. */
function onlyToday(firstKept: number | null): number {
  if (firstKept === null) throw new Error("pi 0.73.1 cannot write a compaction that keeps nothing");
  return firstKept;
}

/**
 * pi 1.6.0's writer (`SessionManager` of `@earendil-works/pi-coding-agent`), every step through its own method.
 * As in 0.73.1, `branch()` only moves the leaf in memory, and an unknown type becomes a `custom` entry.
 */
export function todaysPiWriter(manager: PiSessionManager): ScriptWriter {
  return {
    switchTo: (id) => (id === null ? manager.resetLeaf() : manager.branch(id)),
    append(step: EntryStep, idOf) {
      switch (step.kind) {
        case "message":
          return manager.appendMessage(step.message);
        case "model_change":
          return manager.appendModelChange(step.provider, step.modelId);
        case "thinking_level_change":
          return manager.appendThinkingLevelChange(step.thinkingLevel);
        case "compaction": {
          const firstKept = step.firstKept === null ? null : idOf(step.firstKept);
          return manager.appendCompaction(step.summary, firstKept, step.tokensBefore, step.details);
        }
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
        case "context_edit":
          return manager.appendContextEdit(idOf(step.target), step.replacement);
        case "usage":
          return (manager.appendUsage(step.usageKind, step.provider, step.model, step.usage) as { id: string }).id;
      }
    },
  };
}
