/** Presentation mode: larger type and stronger colours for a projector, remembered by this browser. */
import { useEffect, useState } from "react";

const STORAGE_KEY = "teaching-agent.presentation";

export function usePresentation(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(STORAGE_KEY) === "on");
  useEffect(() => {
    document.documentElement.classList.toggle("presentation", on);
    localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  }, [on]);
  return [on, setOn];
}
