/**
 * How fast a run streams (the prompt's `pace`): as fast as the model answers,
 * in real time, slowly, or one event per click on "Next event", which names
 * the event it shows next (held by the page, model/event-gate.ts), so a class
 * can name each event before it arrives and abort by hand.
 */
import type { Pace } from "@kit/server";
import { useT } from "../i18n/index.tsx";

export interface SpeedControlProps {
  pace: Pace;
  running: boolean;
  /** The name of the event the next click shows, when it has arrived already. */
  next: string | undefined;
  onPace: (pace: Pace) => void;
  onStep: () => void;
}

export function SpeedControl({ pace, running, next, onPace, onStep }: SpeedControlProps) {
  const t = useT();
  const names: Record<Pace, string> = {
    instant: t.paceInstant,
    normal: t.paceNormal,
    slow: t.paceSlow,
    step: t.paceStep,
  };
  return (
    <div className="speed">
      <label title={t.speedTitle}>
        <span className="muted">{t.speed}</span>{" "}
        <select
          data-testid="pace-select"
          value={pace}
          disabled={running}
          onChange={(event) => onPace(paceOf(event.target.value))}
        >
          {(Object.keys(names) as Pace[]).map((value) => (
            <option key={value} value={value}>
              {names[value]}
            </option>
          ))}
        </select>
      </label>
      {pace === "step" && running && (
        <button
          type="button"
          className="primary small"
          data-testid="step-button"
          data-next={next ?? ""}
          onClick={onStep}
          title={t.nextStepTitle}
        >
          {t.nextStep(next)}
        </button>
      )}
    </div>
  );
}

function paceOf(value: string): Pace {
  return value === "instant" || value === "slow" || value === "step" ? value : "normal";
}
