/**
 * Why a context edit was refused, as data: the target's id and what was wrong (`refusal`). The message is plain
 * English; the server and the page say it in their reader's language.
 */

/** What was wrong: the target (off the current branch, or not a message an edit can change) or the replacement. */
export type ContextEditRefusal = "off-branch" | "not-editable" | "bad-replacement";

/** A context edit this kit will not write; the message names the target's id and what to do. Nothing was written. */
export class ContextEditError extends Error {
  constructor(
    readonly targetId: string,
    readonly refusal: ContextEditRefusal,
    message: string,
  ) {
    super(message);
    this.name = "ContextEditError";
  }
}

/** What the target is: `a "label" entry`, `a "message" entry (role "system")`. */
export function entryOfType(type: string, role?: string): string {
  return `a "${type}" entry${role === undefined ? "" : ` (role "${role}")`}`;
}
