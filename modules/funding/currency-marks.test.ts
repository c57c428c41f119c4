import { describe, expect, it } from "vitest";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { currenciesNamedIn, currencyContradiction } from "./currency-marks.ts";
import { SCHOLARSHIP_FIELD_MESSAGES, scholarshipFormSchema } from "./editorial.ts";

describe("the currencies an amount names", () => {
  it.each([
    ["TT$ figures", "100% for a household income of TT$10,000 a month or less", ["TTD"]],
    ["several currencies", "a living allowance (US$6,300, CAN$5,880 or £7,560 a year), BDS$1,000 for books", ["USD", "CAD", "BBD", "GBP"]],
    ["New Taiwan dollars, not Trinidad's", "NT$30,000 a month", ["TWD"]],
    ["a bare dollar names none", "up to $25,000 a year", []],
    ["words only", "Full tuition and living costs", []],
  ] as const)("%s", (_name, amount, expected) => {
    expect(currenciesNamedIn(amount)).toEqual(expected);
  });

  it("given a currency its amount's words contradict, then the currencies they name; else null", () => {
    expect(currencyContradiction("TT$10,000 a month", "USD")).toEqual(["TTD"]);
    expect(currencyContradiction("TT$10,000 a month", "TTD")).toBeNull();
    expect(currencyContradiction("up to $25,000", "USD")).toBeNull();
    expect(currencyContradiction(null, "GBP")).toBeNull();
  });

  it("refuses the scholarship form beside the currency when the amount says otherwise", () => {
    const result = scholarshipFormSchema.safeParse({ title: "GATE", description: "Tuition.", provider: "GoRTT", amount: "TT$10,000", currency: "USD" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["currency", SCHOLARSHIP_FIELD_MESSAGES.currencyContradicted(["TTD"])],
    ]);
  });

  it("holds every seeded award to its amount's words", () => {
    expect(scholarships.filter((award) => currencyContradiction(award.amount, award.currency)).map((award) => award.slug)).toEqual([]);
  });
});
