import { describe, expect, it } from "vitest";
import { mailboxKey } from "./rate-limiter.ts";

describe("mailboxKey", () => {
  it.each([
    ["Ana@Example.com", "ana@example.com"],
    [" ana+scholarships@example.com ", "ana@example.com"],
    ["a.na+1@gmail.com", "ana@gmail.com"],
    ["A.Na@googlemail.com", "ana@gmail.com"],
    ["a.na@example.com", "a.na@example.com"],
    ["+only@example.com", "+only@example.com"],
  ])("%s reaches the mailbox %s", (email, mailbox) => {
    expect(mailboxKey(email)).toBe(mailbox);
  });
});
