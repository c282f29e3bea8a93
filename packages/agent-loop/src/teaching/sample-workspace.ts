/**
 * Where the sample workspace lives: a small folder of notes about this kit that
 * ships with the package, so the teaching tools have something real to list
 * and read. Copy it before letting an agent write, or the package changes.
 */
import { fileURLToPath } from "node:url";

export const sampleWorkspaceDir: string = fileURLToPath(new URL("../../sample-workspace", import.meta.url));
