// The sidebar in each language: a Chinese reader sees Chinese names, and a page that exists only in English is
// marked as such instead of showing its English title as if it were Chinese.
import { expect, test } from "vitest";
import { sidebar } from "../src/pages.ts";

interface Item {
  text: string;
  link?: string;
  items?: Item[];
}

const leaves = (items: Item[]): Item[] => items.flatMap((item) => (item.items ? leaves(item.items) : [item]));

test("the Chinese sidebar marks the English-only pages （英文）, under Chinese names", () => {
  const items = leaves(sidebar("zh-CN"));
  expect(items.length).toBeGreaterThan(20);
  const benchmarks = items.find((item) => item.link === "/docs/benchmarks");
  expect(benchmarks?.text).toMatch(/^基准测试.*（英文）$/);
  // Every link outside /zh-CN/ is an English page, and says so; every /zh-CN/ page does not.
  for (const item of items) expect(item.text.endsWith("（英文）")).toBe(!item.link?.startsWith("/zh-CN/"));
});

test("the English sidebar keeps the pages' own titles", () => {
  const items = leaves(sidebar("en"));
  expect(items.find((item) => item.link === "/docs/benchmarks")?.text).toMatch(/^Benchmarks: /);
  expect(items.filter((item) => item.text.includes("（英文）"))).toEqual([]);
});

test("a package README with a Chinese twin is a Chinese page, linked from the Chinese sidebar", () => {
  const items = leaves(sidebar("zh-CN"));
  for (const name of ["session-core", "server"]) {
    const readme = items.find((item) => item.link?.endsWith(`/packages/${name}/`));
    expect(readme?.link, name).toBe(`/zh-CN/packages/${name}/`);
    expect(readme?.text, name).not.toMatch(/（英文）$/);
  }
});
