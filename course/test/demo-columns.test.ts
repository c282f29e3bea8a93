/**
 * The demos' columns (demos/lib/columns.ts) count terminal columns by Unicode's
 * East Asian Width: a Chinese character or full-width punctuation takes two,
 * and so does any other character Unicode calls wide, not only those in a
 * table of ranges someone once typed in.
 */
import { describe, expect, it } from "vitest";
import { clip, columns, displayWidth, pad } from "../../demos/lib/columns.ts";

describe("the demos' display width", () => {
  it("counts a Chinese character and full-width punctuation as two columns, a Latin letter as one", () => {
    expect(displayWidth("会话树")).toBe(6);
    expect(displayWidth("叶子，")).toBe(6);
    expect(displayWidth("leaf A")).toBe(6);
    expect(displayWidth("─→…")).toBe(3); // box drawing, arrows and the ellipsis are narrow in a terminal
  });

  it("counts every character Unicode calls wide, such as ⌚ and ⏰, as two columns", () => {
    expect(displayWidth("⌚")).toBe(2);
    expect(displayWidth("⏰")).toBe(2);
  });

  it("cuts by columns, never splitting a wide character, and pads Chinese to line up with English", () => {
    expect(clip("会话树的叶子", 7)).toBe("会话树…");
    expect(clip("会话树的叶子", 8)).toBe("会话树…");
    expect(displayWidth(pad("叶子", 8))).toBe(8);
    expect(
      columns(
        [
          ["叶子 A", "x"],
          ["leaf A", "y"],
        ],
        [8, 1],
      ),
    ).toEqual(["叶子 A    x", "leaf A    y"]);
  });
});
