/** A message's text; a very long one (a pasted file) is cut with "show more", so one prompt cannot fill the chat. */
import { useState } from "react";
import { useT } from "../i18n/index.tsx";

const CUT_AT = 1500;

export function LongText({ text }: { text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (text.length <= CUT_AT) return <p className="text">{text}</p>;
  return (
    <>
      <p className="text">{open ? text : `${text.slice(0, CUT_AT)}…`}</p>
      <button type="button" className="link-button" onClick={() => setOpen(!open)}>
        {open ? t.showLess : t.showMore(text.length - CUT_AT)}
      </button>
    </>
  );
}
