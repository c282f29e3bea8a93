/**
 * Text in a box that scrolls past a few lines (a tool's result in the chat, a message of the request): a Tab stop,
 * so a keyboard can scroll it too.
 */
export function ScrollingText({ text }: { text: string }) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled by keys
  return <pre tabIndex={0}>{text}</pre>;
}
