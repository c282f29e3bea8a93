/** Whether the session list hides the sessions nobody asked anything in yet, remembered by this browser. */
import { useEffect, useState } from "react";

const STORAGE_KEY = "teaching-agent.hide-empty";

export function useHideEmpty(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(STORAGE_KEY) === "on");
  useEffect(() => localStorage.setItem(STORAGE_KEY, on ? "on" : "off"), [on]);
  return [on, setOn];
}
