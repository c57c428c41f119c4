import { describe, expect, it } from "vitest";
import { isAcceptableIdempotencyKey } from "./idempotency-key.ts";

describe("the consultation API's Idempotency-Key rule", () => {
  it.each([
    { given: "no header", header: null, then: true },
    { given: "a UUID", header: "3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f", then: true },
    { given: "8 characters, the shortest", header: "abcd_123", then: true },
    { given: "100 characters, the longest", header: "a".repeat(100), then: true },
    { given: "7 characters", header: "abc-123", then: false },
    { given: "101 characters", header: "a".repeat(101), then: false },
    { given: "an empty header", header: "", then: false },
    { given: "a space", header: "abcd 1234", then: false },
    { given: "punctuation", header: "abcd.1234", then: false },
    { given: "non-ASCII letters", header: "clé-de-requête", then: false },
  ])("given $given, accepts it: $then", ({ header, then }) => {
    expect(isAcceptableIdempotencyKey(header)).toBe(then);
  });
});
