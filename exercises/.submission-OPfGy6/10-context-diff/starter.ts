/**
 * Reference solution for exercise 10 (for teachers).
 */
import type { AgentMessage } from "@kit/agent-loop";

export interface ContextDiff {
  shared: number;
  left: AgentMessage[];
  joined: AgentMessage[];
}

export function contextDiff(before: readonly AgentMessage[], after: readonly AgentMessage[]): ContextDiff {
  let shared = 0;
  const limit = Math.min(before.length, after.length);
  while (shared < limit && sameMessage(before[shared], after[shared])) shared++;
  return { shared, left: before.slice(shared), joined: after.slice(shared) };
}

export function sameMessage(a: AgentMessage, b: AgentMessage): boolean {
  return sameValue(a, b);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((key) => o[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}
