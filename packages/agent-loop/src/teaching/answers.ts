/**
 * What the teaching model says when asked about the kit's ideas. Kept apart
 * from the rule table so the rules stay short, and worded to match the
 * chapters, so the "model" and the course never contradict each other.
 */
export const ANSWERS = {
  loop:
    "The agent loop is short. Your message joins the context; the model streams a reply; if the reply asks for " +
    "tools, the loop runs them in order and adds each result to the context, then calls the model again. It stops " +
    "when the model answers without asking for a tool, when the turn limit is reached, or when you abort. Every " +
    "message ends with a message_end event, where the caller can save it.",
  tools:
    "A tool has a name, a description, JSON Schema parameters and an execute function. The loop checks the " +
    "arguments against the schema before running it. A wrong argument, an unknown tool or a tool that throws " +
    "becomes an error result that tells me what was wrong, so I can try again.",
  sessions:
    "A session is an append-only file of entries. Each entry names its parent, so the entries form a tree, and the " +
    "leaf marks where the conversation goes on. The context I see is the path from the leaf back to the root; " +
    "moving the leaf starts a new branch, and nothing is ever deleted.",
  compaction:
    "When the context grows too large for the model, compaction summarises the older messages and appends the " +
    "summary as an entry. From then on I see the summary instead of those messages, followed by the recent ones " +
    "kept as they were. The full history stays in the file.",
  greeting: "Hello! I am the scripted teaching model. Ask me to list the files, read one, or write a note.",
  fallback:
    'I am the scripted teaching model: I follow a few rules instead of thinking. Try: "list the files", ' +
    '"read README.md", "write a note", or ask how the loop, tools, sessions or compaction work.',
};
