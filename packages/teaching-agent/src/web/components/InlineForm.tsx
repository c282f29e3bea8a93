/** A one-field form for a label or a session name; an empty value clears it. */
import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/index.tsx";

export interface InlineFormProps {
  title: string;
  initial: string;
  placeholder: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

export function InlineForm({ title, initial, placeholder, onSubmit, onCancel }: InlineFormProps) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus({ preventScroll: true }), []);
  return (
    <form
      className="inline-form"
      data-testid="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value.trim());
      }}
    >
      <label>
        {title}{" "}
        <input
          ref={input}
          data-testid="inline-input"
          value={value}
          placeholder={placeholder}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => event.key === "Escape" && onCancel()}
        />
      </label>
      <button type="submit" className="primary" data-testid="inline-save">
        {t.save}
      </button>
      <button type="button" onClick={onCancel}>
        {t.cancel}
      </button>
    </form>
  );
}
