import { describe, expect, it } from "vitest";
import { cacheStatusOf } from "./page-cache.ts";
import { latencySummary, markdownTable, percentile, renderReport } from "./report.ts";

describe("bench figures", () => {
  it("takes nearest-rank percentiles", () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
    expect(latencySummary([3, 1, 2])).toEqual({ p50: 2, p95: 3, p99: 3, max: 3, count: 3 });
  });

  it("reads the page cache's header, and none when the server sends none", () => {
    expect(cacheStatusOf("HIT")).toBe("hit");
    expect(cacheStatusOf(["bypass"])).toBe("bypass");
    expect(cacheStatusOf(undefined)).toBe("none");
    expect(cacheStatusOf("stale")).toBe("none");
  });

  it("escapes pipes in table cells", () => {
    expect(markdownTable([{ query: "a|b", n: 1 }])).toBe("| query | n |\n| --- | --- |\n| a\\|b | 1 |");
  });

  it("judges goals in a full run only", () => {
    const section = { title: "(x)", method: "m", figures: [{ name: "p95", value: "30 ms", goal: "< 20 ms", met: false }] };
    const input = { date: "2026-11-24", environment: [], sections: [section], durationSeconds: 1, notes: [] };
    expect(renderReport({ ...input, quick: false })).toContain("| (x) | p95 | 30 ms | < 20 ms | **not met** |");
    expect(renderReport({ ...input, quick: true })).toContain("| (x) | p95 | 30 ms | < 20 ms |  |");
  });
});
