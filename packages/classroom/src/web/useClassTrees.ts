/**
 * The teacher's live trees: an EventSource on `/api/class/events`. Each time
 * the stream opens (the first time, and after every reconnect) the server
 * sends the whole picture first, so there is nothing to load beside it and
 * nothing to replay.
 */

import { useEffect, useState } from "react";
import type { ClassEvent } from "../server/class-api-types.ts";
import { type ClassTrees, classTreesAfter } from "./class-trees.ts";

const EVENT_NAMES: ClassEvent["type"][] = ["class_trees", "tree_grew"];

export function useClassTrees(url: string): ClassTrees {
  const [trees, setTrees] = useState<ClassTrees>(new Map());
  useEffect(() => {
    const source = new EventSource(url);
    const listener = (message: MessageEvent<string>) => {
      let event: ClassEvent;
      try {
        event = JSON.parse(message.data) as ClassEvent;
      } catch {
        return; // not ours
      }
      setTrees((before) => classTreesAfter(before, event));
    };
    for (const name of EVENT_NAMES) source.addEventListener(name, listener as EventListener);
    return () => source.close();
  }, [url]);
  return trees;
}
