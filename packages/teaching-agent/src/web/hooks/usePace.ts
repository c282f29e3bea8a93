/** The speed the page asks runs to stream at, remembered by this browser; real time unless chosen otherwise. */

import type { Pace } from "@kit/server";
import { useState } from "react";

const STORAGE_KEY = "teaching-agent.pace";

export function usePace(): [Pace, (pace: Pace) => void] {
  const [pace, setPace] = useState<Pace>(() => {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === "instant" || saved === "slow" || saved === "step" ? saved : "normal";
  });
  return [
    pace,
    (next: Pace) => {
      localStorage.setItem(STORAGE_KEY, next);
      setPace(next);
    },
  ];
}
