/**
 * What kind of thing a request asks: list, read or write a file, explain a
 * term of the course, recall or sum up the conversation, greet, thank, or
 * something the model does not know how to do.
 *
 * The checks below weigh word classes (`cue-words.ts`) and the request's
 * pieces (`slots.ts`), not sentences: "列出 notes 下的文件", "what's in the
 * notes folder" and "請列出目錄裡的檔案" are one kind, a listing with a place.
 * The order is the order of precedence, and each check says why it wins.
 */

import { type ConceptMatch, findConcept } from "./concepts.ts";
import {
  ABILITIES,
  BRIEF,
  CONVERSATION,
  DEFINE,
  DETAILED,
  FILE,
  FIRST,
  FOLDER,
  GREETING,
  HOW,
  INSIDE,
  LIST,
  MANY,
  ME,
  NOTE,
  READ,
  RECALL,
  RECALL_VERBS,
  SUMMARISE,
  THANKS,
  WORKSPACE,
  WRITE,
  YOU,
} from "./cue-words.ts";
import { type Slots, slotsOf } from "./slots.ts";
import { says, type Utterance, utteranceOf } from "./utterance.ts";

export type Intent = "list" | "read" | "write" | "explain" | "recall" | "summarise" | "greet" | "thank" | "unknown";

export interface Understanding {
  intent: Intent;
  slots: Slots;
  /** The glossary row the request is about, when it asks about a term (and for the fallback's suggestions). */
  concept: ConceptMatch;
  /** For recall: the model's own words are asked for ("what did you say?"), not the user's. */
  aboutModel: boolean;
  /** For recall: the learner speaks of themself ("what did I ask?"), so "you" is not about the model's words. */
  aboutMe: boolean;
  /** A note is asked for: a write without a file name goes to notes/note.md. */
  aNote: boolean;
  /** For recall: the first request is asked for, not the last. */
  first: boolean;
  /** For a summary of the conversation: the long, sectioned form is asked for. */
  detailed: boolean;
  /** For a summary: one sentence is asked for (also the default). */
  brief: boolean;
}

export function understand(u: Utterance): Understanding {
  const slots = slotsOf(u);
  // The text to write is not part of the question: "note: fork 是新文件" asks for no explanation.
  const question = slots.content === undefined ? u : utteranceOf(slots.rest);
  const concept = findConcept(question);
  return {
    intent: intentOf(question, slots, concept),
    slots,
    concept,
    aboutModel: says(u, YOU),
    aboutMe: says(u, ME),
    aNote: says(u, NOTE),
    first: says(u, FIRST),
    detailed: says(u, DETAILED),
    brief: says(u, BRIEF),
  };
}

function intentOf(u: Utterance, slots: Slots, concept: ConceptMatch): Intent {
  const named = slots.paths.length > 0 || slots.names.length > 0;
  const aFile = slots.paths.some((path) => !path.endsWith("/"));
  const aFolder = slots.paths.some((path) => path.endsWith("/")) || slots.folders.length > 0;
  const listing = says(u, LIST, { typos: true });
  const reading = says(u, READ, { typos: true });
  const writing = says(u, WRITE, { typos: true });
  const defining = says(u, DEFINE);
  const asking = defining || says(u, HOW);
  const summing = says(u, SUMMARISE, { typos: true });
  const files = says(u, FILE, { typos: true }) || says(u, FOLDER) || says(u, WORKSPACE) || aFolder;
  const inside = says(u, INSIDE);
  const term = concept.entry !== undefined;

  // "What did I just ask?": the conversation itself, before any file or term.
  if (says(u, RECALL) && says(u, RECALL_VERBS) && !aFile && !writing) return "recall";
  // "Sum up our chat": the conversation, unless a file is named ("summarise sessions.md").
  if (summing && !aFile && (says(u, CONVERSATION) || !named) && !(asking && concept.exact)) return "summarise";
  // "What is a leaf?", "what is append-only write?": a question that names a term of the glossary, unless the
  // term is the place a listing asks about ("what is in the workspace?").
  const aPlace = concept.exact && utteranceOf(concept.topic).words.every((word) => isPlaceWord(word));
  if (asking && concept.exact && !aFile && slots.content === undefined && !(aPlace && (inside || listing))) {
    return "explain";
  }
  // Writing: a verb, and a file, a place, a note or the text to write.
  const aNote = says(u, NOTE);
  if (writing && (aFile || aFolder || aNote || slots.content !== undefined || named)) return "write";
  if (aNote && slots.content !== undefined && !asking) return "write";
  // Listing: the verb with files or a place ("列出 notes 下的文件"), or "what is in" a folder.
  if (!aFile && files && (listing || (asking && inside) || ((reading || asking) && says(u, MANY)))) return "list";
  if (listing && !aFile) return "list";
  if (!aFile && aFolder && (asking || reading)) return "list";
  // "What does a compaction summary contain?": a question about terms, though "summary" is also a verb's noun.
  if (defining && term && !aFile && !reading) return "explain";
  // Reading: a verb (or "summarise", "what does it say") and a file or a name.
  if ((reading || summing) && named) return "read";
  if (aFile && !writing) return "read";
  if (says(u, GREETING, { typos: true }) && !term) return "greet";
  if (says(u, ABILITIES) && says(u, YOU) && !concept.exact) return "greet";
  if (says(u, THANKS, { typos: true })) return "thank";
  if (term && (asking || concept.exact)) return "explain";
  if (defining && concept.topic !== "") return "explain";
  if (says(u, GREETING, { typos: true })) return "greet";
  return "unknown";
}

/** "workspace", "文件夹": a word for a place or for files, not a term of its own. */
function isPlaceWord(word: string): boolean {
  return [WORKSPACE, FOLDER, FILE].some((cues) => cues.en.includes(word) || cues.zh.includes(word));
}
