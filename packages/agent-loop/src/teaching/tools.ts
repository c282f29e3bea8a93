/**
 * The teaching agent's three tools: list, read and write files in a workspace.
 *
 * They are deliberately few and plain, so that a learner can follow every tool
 * call in the event stream. Each one passes its path through the workspace
 * guard first. The safe file handling sits in `hardening/`: files are opened
 * so that the file opened is the one checked (`workspace-open.ts`), reading
 * shows one page of a text file with a marker (`read-page.ts`), and writing
 * replaces the whole file in one step (`replace-file.ts`). A refused or failed
 * call throws, and the loop hands the message to the model as an error result.
 *
 * The tools speak the language their caller chose (`language`, English by
 * default): what each tool is for, what it answers, and why a path is refused.
 * The guard underneath refuses with data (`WorkspacePathError.refusal`); the
 * tools say it in their words.
 */
import { readdir } from "node:fs/promises";
import Type, { type TSchema } from "typebox";
import type { Language } from "../language.ts";
import { defineTool, type Tool } from "../tool.ts";
import { readPage } from "./hardening/read-page.ts";
import { isTemporaryName, replaceInWorkspace } from "./hardening/replace-file.ts";
import { openFolderInWorkspace, openInWorkspace } from "./hardening/workspace-open.ts";
import { type ToolWords, toolWords } from "./tool-words.ts";
import { resolveInWorkspace, WorkspacePathError } from "./workspace.ts";

export interface TeachingToolsOptions {
  /** The folder the tools may see and change; nothing outside it. */
  workspace: string;
  /** read_file shows at most this many lines at once (default 100)... */
  maxLines?: number;
  /** ...and at most this many characters (default 4000). */
  maxChars?: number;
  /** The language the model reads the tools' words in (default English); the edge decides it, e.g. `runLanguage()`. */
  language?: Language;
}

export function createTeachingTools(options: TeachingToolsOptions): Tool[] {
  const { workspace, language } = options;
  return [listFilesTool(workspace, language), readFileTool(options), writeFileTool(workspace, language)];
}

export function listFilesTool(workspace: string, language: Language = "en"): Tool {
  const say = toolWords(language);
  return refusingIn(say, {
    name: "list_files",
    description: say.listFiles,
    parameters: Type.Object(
      { path: Type.Optional(Type.String({ description: say.listFilesPath })) },
      { additionalProperties: false },
    ),
    async execute({ path = "." }) {
      const checked = await resolveInWorkspace(workspace, path, { mustExist: true });
      const folder = await openFolderInWorkspace(workspace, checked, path);
      const entries = await readdir(folder.procPath ?? checked, { withFileTypes: true }).finally(() =>
        folder.handle.close(),
      );
      const names = entries
        .filter((entry) => !isTemporaryName(entry.name)) // an unfinished write_file's, not the user's
        .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
        .sort();
      return {
        content: names.length > 0 ? names.join("\n") : say.emptyFolder,
        details: { path, entries: names },
      };
    },
  });
}

// #region read-file-tool
export function readFileTool({ workspace, maxLines = 100, maxChars = 4000, language }: TeachingToolsOptions): Tool {
  const say = toolWords(language);
  return refusingIn(say, {
    name: "read_file",
    description: say.readFile(maxLines, maxChars),
    parameters: Type.Object(
      {
        path: Type.String({ description: say.readFilePath }),
        offset: Type.Optional(Type.Integer({ minimum: 1, description: say.readFileOffset })),
      },
      { additionalProperties: false },
    ),
    async execute({ path, offset = 1 }, { signal }) {
      const file = await openInWorkspace(workspace, path, "read");
      const page = await readPage(file, { offset, maxLines, maxChars }, signal).finally(() => file.close());
      if (page.kind === "past-end") {
        throw new Error(say.pastTheEnd(offset, path, page.lines));
      }
      if (page.kind === "binary") {
        const note = say.notText(path, page.bytes, page.reason);
        return { content: note, details: { path, binary: true, bytes: page.bytes } };
      }
      return { content: page.text, details: { path, lines: page.lines } };
    },
  });
}
// #endregion read-file-tool

export function writeFileTool(workspace: string, language: Language = "en"): Tool {
  const say = toolWords(language);
  return refusingIn(say, {
    name: "write_file",
    description: say.writeFile,
    parameters: Type.Object(
      {
        path: Type.String({ description: say.writeFilePath }),
        content: Type.String({ description: say.writeFileContent }),
      },
      { additionalProperties: false },
    ),
    async execute({ path, content }, { signal }) {
      await replaceInWorkspace(workspace, path, content, { signal }).catch((error: unknown) => {
        if (error instanceof WorkspacePathError || signal.aborted) throw error;
        throw new Error(say.leftAsItWas(error instanceof Error ? error.message : String(error), path));
      });
      const characters = content.length;
      return { content: say.wrote(characters, path), details: { path, characters } };
    },
  });
}

/** The tool, defined, with the guard's refusals said in the tool's words rather than the guard's English. */
function refusingIn<Parameters extends TSchema>(say: ToolWords, definition: Tool<Parameters>): Tool {
  const tool = defineTool(definition);
  return {
    ...tool,
    execute: (args, context) =>
      tool.execute(args, context).catch((error: unknown) => {
        throw error instanceof WorkspacePathError ? error.inWords(say) : error;
      }),
  };
}
