import { join } from "node:path";

/** The repository this checkout holds (course/test → ../..). */
export const repoRoot = join(import.meta.dirname, "..", "..");
