/**
 * What the summarising model is told. The words matter more than anywhere
 * else in the package: a vague prompt gives a vague summary, and after a
 * compaction the summary is all the agent remembers of the older turns.
 *
 * Every prompt asks for the same fixed sections, so that a summary can be
 * updated section by section the next time, and so that a person reading the
 * session file knows where to look.
 */

/** The system prompt of every summary call: write a summary, do not carry on the conversation. */
export const SUMMARY_SYSTEM_PROMPT =
  "You write summaries of conversations between a user and a coding agent, so that another model can carry on " +
  "the work from your summary alone. Reply with the summary only, in the format asked for. Do not answer " +
  "questions from the conversation and do not continue it. Write in the language the user writes in.";

// #region sections
const SECTIONS = `## Goal
[What the user wants done. Several goals if the session moved between tasks.]

## Constraints
- [Requirements and preferences the user stated, or "(none)"]

## Progress
### Done
- [x] [Finished work]
### In progress
- [ ] [Work under way]
### Blocked
- [What stops progress, if anything]

## Key decisions
- **[Decision]**: [why it was made]

## Next steps
1. [What to do next, in order]

## Critical context
- [Data, names and references needed to continue, or "(none)"]`;
// #endregion sections

const EXACT = "Be brief. Quote file paths, function names and error messages exactly as they appear.";

/** A prompt asking for the sections: what the task is, then the sections, then how to write them. */
const askingForSections = (task: string) => `${task}\n\n${SECTIONS}\n\n${EXACT}`;

/** First compaction: summarise the conversation from nothing. */
export const HISTORY_PROMPT = askingForSections(
  `The conversation above is being compacted: its messages will be replaced by your summary.
Write a checkpoint from which another model can continue the work, with exactly these sections:`,
);

/** Later compactions: fold the new messages into the previous summary instead of starting over. */
export const UPDATE_PROMPT = askingForSections(`The conversation above holds NEW messages.
The summary in <previous-summary> covers everything before them.
Write the updated summary, with exactly the same sections:
- keep everything from the previous summary that still matters (goals, constraints, decisions, paths);
- add the new progress, decisions and context;
- move finished items from "In progress" to "Done", and revise the next steps.`);

/** A split turn: the start of a turn whose end is kept word for word. */
export const TURN_PREFIX_PROMPT = `The conversation above is the beginning of a turn too long to keep whole.
Its end is kept word for word right after your summary, so write what is needed to understand it:

## Request
[What the user asked for in this turn]

## Early progress
- [What was done and decided before the kept part]

## Needed for what follows
- [Paths, values and results the kept part relies on]

${EXACT}`;

/** Tree navigation: the branch the user is leaving. The same sections, so a branch summary reads like a checkpoint. */
export const BRANCH_PROMPT = askingForSections(
  `The conversation above is a branch the user has left to try something else.
Summarise it, so that the conversation can go on elsewhere knowing what was tried here, with exactly these sections:`,
);

/** The user's own focus for a manual compaction, added after the instructions. */
export function withInstructions(prompt: string, instructions: string | undefined): string {
  const focus = instructions?.trim();
  return focus ? `${prompt}\n\nThe user asks you to pay special attention to: ${focus}` : prompt;
}
