import { describe, expect, it } from "vitest";
import { isFreeFirstConsultation } from "./queries.ts";

describe("whether a counselor's fee makes the first consultation free", () => {
  it.each([
    ["Free initial consultation", true],
    ["  free first session, then USD 40", true],
    ["USD 60 per session", false],
    ["Fees apply; the first call is free", false],
  ] as const)("%j: %s", (fee, free) => {
    expect(isFreeFirstConsultation(fee)).toBe(free);
  });
});
