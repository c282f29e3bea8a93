/**
 * Where the live widgets go: right after a chapter's picture. The chapter's Markdown holds only the image link
 * (which a code host shows); on the site the widget that runs the kit's code appears under it. The picture's file
 * name says which widget: `03-tree.en.svg` is followed by <TreeWidget lang="en" />.
 */
import type { MarkdownRenderer } from "vitepress";

/** Picture name (without `.LANG.svg`) → the Vue component registered in the theme. */
export const widgetAfterPicture: Record<string, string> = {
  "03-tree": "TreeWidget",
  "06-compaction-window": "CutPointWidget",
  "07-tree-rule": "NavigationWidget",
};

export function widgetsAfterPictures(md: MarkdownRenderer): void {
  md.core.ruler.push("widgets-after-pictures", (state) => {
    for (let index = state.tokens.length - 1; index >= 0; index--) {
      const block = state.tokens[index]!;
      if (block.type !== "inline") continue;
      const image = block.children?.find((token) => token.type === "image");
      const found = /(?:^|\/)([\w-]+)\.(en|zh-CN)\.svg$/.exec(image?.attrGet("src") ?? "");
      const widget = found ? widgetAfterPicture[found[1]!] : undefined;
      if (!found || !widget) continue;
      // The paragraph around the image ends two tokens later; the widget goes after it.
      const html = new state.Token("html_block", "", 0);
      html.content = `<${widget} lang="${found[2]}" />\n`;
      state.tokens.splice(index + 2, 0, html);
    }
  });
}
