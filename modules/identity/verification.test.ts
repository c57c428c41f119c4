import { describe, expect, it } from "vitest";
import { isValidVerificationToken, tokenUserId, verificationExpiry, verificationToken } from "./verification.ts";

const sentAt = new Date("2026-11-24T10:00:00Z");
const expiresAt = verificationExpiry(sentAt);
const token = verificationToken("user-1", "kofi@example.com", expiresAt);

describe("email verification tokens", () => {
  it.each([
    ["the token as sent, the day it was sent", token, "kofi@example.com", sentAt, true],
    ["the same address typed differently (case, spaces)", token, " Kofi@Example.com ", sentAt, true],
    ["6 days and 23 hours later", token, "kofi@example.com", new Date(expiresAt.getTime() - 3_600_000), true],
    ["7 days later: expired", token, "kofi@example.com", expiresAt, false],
    ["for another address (the account's address changed)", token, "ama@example.com", sentAt, false],
    ["another user's id swapped in", token.replace("user-1", "user-2"), "kofi@example.com", sentAt, false],
    ["a later expiry swapped in", token.replace(/\.\d+\./, `.${Math.floor(expiresAt.getTime() / 1000) + 86_400}.`), "kofi@example.com", sentAt, false],
    ["a signature cut short", token.slice(0, -1), "kofi@example.com", sentAt, false],
    ["no signature", "user-1.9999999999", "kofi@example.com", sentAt, false],
    ["an empty token", "", "kofi@example.com", sentAt, false],
  ] as const)("%s: %s", (_name, given, email, now, valid) => {
    expect(isValidVerificationToken(given, email, now)).toBe(valid);
  });

  it("names its user before its signature is checked", () => {
    expect(tokenUserId(token)).toBe("user-1");
    expect(tokenUserId("nonsense")).toBeNull();
  });
});
