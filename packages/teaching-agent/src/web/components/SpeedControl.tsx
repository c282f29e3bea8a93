/**
 * How fast a run streams (the prompt's `pace`): as fast as the model answers,
 * in real time, slowly, or one event per click (StepBar.tsx), so a class can
 * name each event before it arrives and abort by hand. Fixed while a run goes.
 */
import type { Pace } from "@kit/server";
import { useT } from "../i18n/index.tsx";

export interface SpeedControlProps {
  pace: Pace;
  running: boolean;
  onPace: (pace: Pace) => void;
}

export function SpeedControl({ pace, running, onPace }: SpeedControlProps) {
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
    </div>
  );
}

function paceOf(value: string): Pace {
  return value === "instant" || value === "slow" || value === "step" ? value : "normal";
}
