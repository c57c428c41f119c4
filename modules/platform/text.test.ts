import { describe, expect, it } from "vitest";
import { containsPattern, normalizeSearchTerm } from "./text.ts";

describe("search terms", () => {
  it.each([
    ["  medicine  ", "medicine"],
    ["a\u0000b", "a b"],
    ["\t\n", ""],
    [null, ""],
    ["🇯🇲".repeat(200), "🇯🇲".repeat(50)],
  ])("normalises %j to %j", (raw, expected) => {
    expect(normalizeSearchTerm(raw)).toBe(expected);
  });

  it("escapes LIKE wildcards so they match themselves", () => {
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
