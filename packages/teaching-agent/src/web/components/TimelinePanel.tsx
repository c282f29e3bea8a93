/**
 * The event timeline: what the server pushed over GET /events, grouped by
 * turn. This is the loop's own vocabulary (agent_start, turn_start,
 * message_*, tool_execution_*, turn_end, agent_end) plus the server's
 * (run_*, session_updated, branch_switch, compaction, label). Each row says
 * when the event came (+ms since the run began) and opens on a click to show
 * what it carried. The list follows new events only while it is scrolled to
 * the end: someone reading further up is not pulled away.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useT } from "../i18n/index.tsx";
import { type GroupKind, groupTimeline, type TimelineEvent, type TimelineRow } from "../model/timeline.ts";

export function TimelinePanel({ events, onClear }: { events: TimelineEvent[]; onClear: () => void }) {
  const t = useT();
  const groups = useMemo(() => groupTimeline(events, t), [events, t]);
  const body = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const seen = useRef(events.length);
  const [unseen, setUnseen] = useState(0);
  useLayoutEffect(() => {
    const element = body.current;
    // No events yet (a page just opened): reading the height would lay out the page for nothing.
    if (!element || events.length === 0) return;
    if (atEnd.current) {
      element.scrollTop = element.scrollHeight;
      seen.current = events.length;
    }
    setUnseen(Math.max(0, events.length - seen.current));
  }, [events]);
  // A panel that changes size (presentation mode, a smaller window) stays on the end if it was there.
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const keepEnd = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    keepEnd.observe(element);
    return () => keepEnd.disconnect();
  }, []);
  const onScroll = () => {
    const element = body.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
    if (atEnd.current) {
      seen.current = events.length;
      setUnseen(0);
    }
  };
  const toEnd = () => {
    const element = body.current;
    if (element) element.scrollTop = element.scrollHeight;
    atEnd.current = true;
    seen.current = events.length;
    setUnseen(0);
  };
  const title = (kind: GroupKind, ref: string) =>
    kind === "run" ? t.run(ref) : kind === "turn" ? t.turn(ref) : kind === "run_end" ? t.endOfRun(ref) : t.sessionGroup;

  return (
    <section className="panel timeline-panel" data-testid="timeline">
      <header className="panel-head">
        <h2>{t.events}</h2>
        <span className="muted" data-testid="timeline-count" data-count={events.length}>
          {t.received(events.length)}
        </span>
        <button type="button" className="link-button" onClick={onClear}>
          {t.clear}
        </button>
      </header>
      <div className="panel-body" ref={body} onScroll={onScroll} data-testid="timeline-body">
        {groups.length === 0 && <p className="empty">{t.timelineEmpty}</p>}
        {groups.map((group) => (
          <div
            key={group.key}
            className={`timeline-group ${group.kind}`}
            data-testid="timeline-group"
            data-kind={group.kind}
          >
            <div className="group-title">{title(group.kind, group.ref)}</div>
            <ul>
              {group.rows.map((row) => (
                <Row key={row.key} row={row} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {unseen > 0 && (
        <button type="button" className="new-events" data-testid="new-events" onClick={toEnd}>
          {t.newEvents(unseen)}
        </button>
      )}
    </section>
  );
}

function Row({ row }: { row: TimelineRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <li className="timeline-row" data-testid="timeline-row" data-event={row.name}>
      <button type="button" className="timeline-line" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="elapsed" data-testid="event-time" title={row.elapsedMs === undefined ? t.replayed : undefined}>
          {row.elapsedMs === undefined ? "·" : `+${row.elapsedMs} ms`}
        </span>
        <span className="event-name">{row.name}</span>
        {row.count > 1 && <span className="count">×{row.count}</span>}
        <span className="event-detail">{row.detail}</span>
        {row.tokens && (
          <span className="event-tokens" data-testid="event-tokens">
            {t.tokensIn(row.tokens.input, row.tokens.output)}
          </span>
        )}
      </button>
      {open && (
        <pre className="json payload" data-testid="event-payload">
          {JSON.stringify(row.event.data, null, 2)}
        </pre>
      )}
    </li>
  );
}
