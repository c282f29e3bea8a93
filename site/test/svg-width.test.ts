// The pictures measure text by Unicode's East Asian Width (the package the demos' columns use too): a character
// Unicode calls wide is drawn about twice as wide as a Latin letter, and a half-width one is not.
import { expect, test } from "vitest";
import { textWidth, wrap } from "../src/pictures/svg.ts";

test("a wide character counts one unit of the size, a narrow one 0.58", () => {
  expect(textWidth("会话", 10)).toBeCloseTo(20);
  expect(textWidth("한", 10)).toBeCloseTo(10); // Hangul is wide
  expect(textWidth("ｱ", 10)).toBeCloseTo(5.8); // half-width katakana is narrow
  expect(textWidth("ab", 10)).toBeCloseTo(11.6);
});

test("a line breaks at spaces, or between any two wide characters", () => {
  expect(wrap("the leaf moves", 60, 10)).toEqual(["the leaf", "moves"]);
  expect(wrap("叶子移到这里", 40, 10)).toEqual(["叶子移到", "这里"]);
  expect(wrap("leaf 叶子移到", 60, 10)).toEqual(["leaf 叶子移", "到"]);
});
