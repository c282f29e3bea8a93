/**
 * axe-core in the page under test: the accessibility rules a browser can check (names, roles, contrast, focus),
 * injected from the installed package (never downloaded) and run on the whole document.
 */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  /** Where: the first few elements' selectors and axe's note on each. */
  nodes: string[];
}

/** The serious and critical problems axe finds on the page as it is now. */
export async function seriousAxeProblems(page: Page): Promise<AxeProblem[]> {
  await page.addScriptTag({ path: axePath });
  // A string, as the page's own code would be: the Node side of the tests has no DOM types.
  return page.evaluate<AxeProblem[]>(`(async () => {
    const results = await window.axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(" ") + ": " + (node.failureSummary || "")),
      }));
  })()`);
}
