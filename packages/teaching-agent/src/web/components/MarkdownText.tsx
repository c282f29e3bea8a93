/**
 * A reply's text as the model meant it: real models answer in Markdown, so
 * it is rendered (headings, lists, code blocks, links). The text is the
 * model's, so nothing in it may run: raw HTML is shown as the text it is,
 * rehype-sanitize keeps only GitHub's safe elements and attributes, URLs
 * other than http(s), mailto and relative ones are dropped (react-markdown's
 * own rule), and links open in a new tab that cannot reach back to this page.
 */
import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) => (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // A long line scrolls inside its code block: a keyboard reaches the block to scroll it.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must take the focus (WCAG 2.1.1)
  pre: ({ node: _node, ...rest }) => <pre {...rest} tabIndex={0} />,
};

/** Memoised: a saved reply's text never changes, and a streaming one is parsed again only when it grows. */
export const MarkdownText = memo(function MarkdownText({ text }: { text: string }) {
  return (
    <div className="markdown" data-testid="markdown">
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </div>
  );
});
