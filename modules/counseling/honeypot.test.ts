import { describe, expect, it } from "vitest";
import { filledHoneypot } from "./honeypot.ts";

describe("the consultation form's honeypot", () => {
  it.each([
    { given: "no field", value: null, then: false },
    { given: "an empty field", value: "", then: false },
    { given: "only spaces", value: "   ", then: false },
    { given: "a file instead of text", value: { name: "x.txt" }, then: false },
    { given: "a web address", value: "https://spam.example", then: true },
    { given: "one character", value: "x", then: true },
  ])("given $given, marks a bot: $then", ({ value, then }) => {
    expect(filledHoneypot(value)).toBe(then);
  });
});
