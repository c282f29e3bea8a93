/**
 * Draws only the rows near the view of a long list (a tree of thousands of
 * entries). Below `WINDOW_FROM` rows every row is drawn, which keeps small
 * sessions simple (find in page, screenshots); above it, and for the first
 * screen of a long session (a few hundred rows, the first frame the page
 * paints), rows of one height are drawn from a little before the scroll
 * position to a little after, and two spacers keep the scrollbar true.
 * Without it, every leaf move made the browser lay out ten thousand rows again.
 */
import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

export const WINDOW_FROM = 1000;
const OVERSCAN = 30;

export interface RowWindow {
  windowed: boolean;
  start: number;
  end: number;
  rowHeight: number;
  onScroll: () => void;
  /** Scrolls the list (never the window) so that row `index` is in view. */
  reveal: (index: number) => void;
}

/** `partOfLonger`: the rows are a long session's first screen, windowed as the whole will be. */
export function useRowWindow(list: RefObject<HTMLElement | null>, count: number, partOfLonger: boolean): RowWindow {
  const windowed = count >= WINDOW_FROM || partOfLonger;
  const [view, setView] = useState({ top: 0, height: 800, rowHeight: 26 });
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const row = element.querySelector<HTMLElement>(".tree-row:not(.spacer)");
    setView((current) => {
      const next = {
        top: element.scrollTop,
        height: element.clientHeight,
        rowHeight: row?.offsetHeight || current.rowHeight,
      };
      return next.top === current.top && next.height === current.height && next.rowHeight === current.rowHeight
        ? current
        : next;
    });
  }, [list]);
  useLayoutEffect(() => {
    if (!windowed) return;
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [windowed, measure]);

  const first = Math.floor(view.top / view.rowHeight);
  const start = windowed ? Math.max(0, first - OVERSCAN) : 0;
  const end = windowed ? Math.min(count, first + Math.ceil(view.height / view.rowHeight) + OVERSCAN) : count;
  const reveal = useCallback(
    (index: number) => {
      const element = list.current;
      if (!element || index < 0) return;
      const top = index * view.rowHeight;
      if (top < element.scrollTop || top + view.rowHeight > element.scrollTop + element.clientHeight) {
        element.scrollTop = Math.max(0, top - element.clientHeight / 2);
        measure();
      }
    },
    [list, view.rowHeight, measure],
  );
  return { windowed, start, end, rowHeight: view.rowHeight, onScroll: windowed ? measure : () => {}, reveal };
}
