/**
 * One timed click in the tree, run in the page: an answer a fifth or four fifths of the way down the drawn rows is
 * clicked, and the promise gives the milliseconds until the request panel shows that leaf, painted. Shared by the
 * bench (the figures) and the profiler (where the time goes).
 */
export function timedTreeClick(click: number): string {
  return `(() => new Promise((resolve) => {
    const rows = [...document.querySelectorAll('[data-testid="tree-row"].kind-assistant:not(.leaf)')];
    const row = rows[${click % 2 === 0 ? "Math.floor(rows.length * 0.2)" : "Math.floor(rows.length * 0.8)"}];
    const id = row.getAttribute("data-entry-id");
    const panel = document.querySelector('[data-testid="context-panel"]');
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (panel.getAttribute("data-leaf-id") !== id) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    });
    observer.observe(panel, { attributes: true });
    row.querySelector('[data-testid="tree-select"]').click();
  }))()`;
}
