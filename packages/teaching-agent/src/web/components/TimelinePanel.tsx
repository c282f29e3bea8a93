/**
 * The event timeline: what the server pushed over GET /events, grouped by
 * turn. This is the loop's own vocabulary (agent_start, turn_start,
 * message_*, tool_execution_*, turn_end, agent_end) plus the server's
 * (run_*, session_updated, branch_switch, compaction, label).
 */
import { useEffect, useMemo, useRef } from "react";
import { groupTimeline, type TimelineEvent } from "../model/timeline.ts";

export function TimelinePanel({ events, onClear }: { events: TimelineEvent[]; onClear: () => void }) {
  const groups = useMemo(() => groupTimeline(events), [events]);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (body.current) body.current.scrollTop = body.current.scrollHeight;
  }, [events]);
  return (
    <section className="panel timeline-panel" data-testid="timeline">
      <header className="panel-head">
        <h2>Events</h2>
        <span className="muted">{events.length} received</span>
        <button type="button" className="link-button" onClick={onClear}>
          clear
        </button>
      </header>
      <div className="panel-body" ref={body}>
        {groups.length === 0 && <p className="empty">Events of this session appear here as they arrive.</p>}
        {groups.map((group) => (
          <div key={group.key} className={`timeline-group ${group.kind}`} data-testid="timeline-group" data-kind={group.kind}>
            <div className="group-title">{group.title}</div>
            <ul>
              {group.rows.map((row) => (
                <li key={row.key} className="timeline-row" data-testid="timeline-row" data-event={row.name}>
                  <span className="event-name">{row.name}</span>
                  {row.count > 1 && <span className="count">×{row.count}</span>}
                  <span className="event-detail">{row.detail}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
