import { describe, expect, it } from "vitest";
import type { SchoolCostAmount } from "../../catalog/index.ts";
import { yearlyCostUsd } from "./costs.ts";

function amount(
  fact: SchoolCostAmount["fact"],
  currency: string,
  min: number,
  period: SchoolCostAmount["period"],
  label: string | null = null,
): SchoolCostAmount {
  return { fact, currency, min, max: min, period, label, cycle: "2025-26", olderPage: false, sourceUrl: "https://example.edu/fees", verifiedOn: "2026-11-23" };
}

const rates = { USD: 1, CAD: 0.75 };

describe("a school's yearly cost in USD", () => {
  it.each([
    [
      "a yearly tuition and a yearly living cost add up",
      [amount("tuition", "USD", 40_000, "year"), amount("livingCosts", "USD", 15_000, "year")],
      { tuition: 40_000, livingCosts: 15_000, total: 55_000 },
    ],
    [
      "a semester's tuition counts twice, a month's living costs twelve times",
      [amount("tuition", "USD", 9_000, "semester"), amount("livingCosts", "USD", 1_000, "month")],
      { tuition: 18_000, livingCosts: 12_000, total: 30_000 },
    ],
    [
      "the lowest yearly figure is the 'from' price",
      [amount("tuition", "USD", 60_000, "year"), amount("tuition", "USD", 20_000, "semester")],
      { tuition: 40_000, livingCosts: null, total: 40_000 },
    ],
    [
      "fees on top of tuition are not tuition",
      [amount("tuition", "USD", 37_996, "year", "Tuition"), amount("tuition", "USD", 940, "year", "Mandatory fees")],
      { tuition: 37_996, livingCosts: null, total: 37_996 },
    ],
    [
      "'Overseas fees' are tuition",
      [amount("tuition", "USD", 23_300, "year", "Overseas fees, by programme")],
      { tuition: 23_300, livingCosts: null, total: 23_300 },
    ],
    ["other currencies convert at the given rate", [amount("tuition", "CAD", 40_000, "year")], { tuition: 30_000, livingCosts: null, total: 30_000 }],
    ["a currency without a rate is not compared", [amount("tuition", "EUR", 1_500, "semester")], { tuition: null, livingCosts: null, total: null }],
    ["per-credit rates need a course load, so they are left out", [amount("tuition", "USD", 400, "credit")], { tuition: null, livingCosts: null, total: null }],
    ["living costs alone give no total", [amount("livingCosts", "USD", 12_000, "year")], { tuition: null, livingCosts: 12_000, total: null }],
  ] as const)("%s", (_name, amounts, expected) => {
    expect(yearlyCostUsd(amounts, rates)).toEqual(expected);
  });
});
