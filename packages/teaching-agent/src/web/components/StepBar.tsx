/**
 * A run at "step by step" waits for the room: this bar, across the chat column
 * above the editor, holds the one button that lets the next event through and
 * names that event before it comes (held by the server, which says which). It
 * has a row of its own so a long event name never squeezes the question box.
 */
import { useT } from "../i18n/index.tsx";

export interface StepBarProps {
  /** The name of the event the next click shows (undefined: the model's next piece). */
  next: string | undefined;
  onStep: () => void;
}

export function StepBar({ next, onStep }: StepBarProps) {
  const t = useT();
  return (
    <div className="step-bar" data-testid="step-bar">
      <span>{t.stepWaiting}</span>
      <button
        type="button"
        className="primary"
        data-testid="step-button"
        data-next={next ?? ""}
        onClick={onStep}
        title={t.nextStepTitle}
      >
        {t.nextStep(next)}
      </button>
    </div>
  );
}
