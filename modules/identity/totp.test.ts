import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchTotpStep, totpCode, totpStep, totpUri } from "./totp.ts";

// RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", as an authenticator app would be given it.
const rfcSecret = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP (RFC 6238, SHA-1, 6 digits, 30 s)", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
    [20000000000, "353130"],
  ])("at %i s the code is %s (the RFC's 8-digit vector, last 6 digits)", (seconds, code) => {
    expect(totpCode(rfcSecret, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it("round-trips base32, ignoring spaces, dashes and case as people type them", () => {
    expect(rfcSecret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv-gy3tqojqgezdgnbvgy3tqojq").toString()).toBe("12345678901234567890");
  });

  const now = new Date(1111111111 * 1000);
  const step = totpStep(now);
  it.each([
    ["the current step's code", totpCode(rfcSecret, step), 0, step],
    ["the previous step's code (clock drift)", totpCode(rfcSecret, step - 1), 0, step - 1],
    ["the next step's code", totpCode(rfcSecret, step + 1), 0, step + 1],
    ["a code two steps old", totpCode(rfcSecret, step - 2), 0, null],
    ["a code already used (its step is the last used)", totpCode(rfcSecret, step), step, null],
    ["an older code after a newer one was used", totpCode(rfcSecret, step - 1), step, null],
    ["a wrong code", "000000", 0, null],
    ["an empty code", "", 0, null],
  ] as const)("given %s, matches step %s", (_name, code, lastUsedStep, expected) => {
    expect(matchTotpStep(rfcSecret, code, now, lastUsedStep)).toBe(expected);
  });

  it("names the account and the issuer in the otpauth URI", () => {
    expect(totpUri("ABC", "ana@example.com")).toBe(
      "otpauth://totp/Study%20Compass%3Aana%40example.com?secret=ABC&issuer=Study+Compass&algorithm=SHA1&digits=6&period=30",
    );
  });
});
