import { describe, expect, it } from "vitest";
import { progressPercent } from "./progress.ts";

describe("checklist progress", () => {
  it("is completed over total in whole percent, rounded", () => {
    expect(progressPercent(8, 12)).toBe(67);
    expect(progressPercent(3, 8)).toBe(38);
    expect(progressPercent(1, 3)).toBe(33);
  });

  it("is 0 with no tasks, and 100 with all done", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(9, 9)).toBe(100);
  });
});
