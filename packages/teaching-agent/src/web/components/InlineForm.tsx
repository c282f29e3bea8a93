/** A one-field form for a label or a session name; an empty value clears it. */
import { useState } from "react";

export interface InlineFormProps {
  title: string;
  initial: string;
  placeholder: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

export function InlineForm({ title, initial, placeholder, onSubmit, onCancel }: InlineFormProps) {
  const [value, setValue] = useState(initial);
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
        <input autoFocus data-testid="inline-input" value={value} placeholder={placeholder} onChange={(event) => setValue(event.target.value)} onKeyDown={(event) => event.key === "Escape" && onCancel()} />
      </label>
      <button type="submit" className="primary" data-testid="inline-save">
        Save
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
