import { describe, expect, it } from "vitest";
import type { SchoolCostAmount } from "../../catalog/index.ts";
import {
  financialPlan,
  roundMoney,
  scholarshipFunding,
  yearlyLivingCosts,
  yearlyTuition,
  type FinancialPlanInputs,
  type ProofOfFundsFee,
} from "./financial-plan.ts";
import type { ExchangeRate } from "./rates.ts";

const rate = (currency: string, unitsPerUsd: number, asOf = "2026-01-01"): ExchangeRate => ({
  currency,
  unitsPerUsd,
  asOf,
  sourceUrl: `https://example.org/${currency}`,
  note: null,
});
/** Round numbers so every expected figure can be worked out by hand. */
const RATES = new Map([
  ["CAD", rate("CAD", 1.25)],
  ["GBP", rate("GBP", 0.8)],
  ["JMD", rate("JMD", 150)],
  ["BBD", rate("BBD", 2)],
]);

function cost(
  fact: SchoolCostAmount["fact"],
  label: string | null,
  currency: string,
  min: number,
  max: number | null,
  period: SchoolCostAmount["period"],
): SchoolCostAmount {
  return { fact, label, currency, min, max, period, cycle: "2026-2027", olderPage: false, sourceUrl: "https://example.org/costs", verifiedOn: "2026-11-23" };
}

/** A destination's proof-of-funds official fee as the query hands it in (the figure in force on the plan's day). */
function proofOfFunds(overrides: Partial<ProofOfFundsFee> = {}): ProofOfFundsFee {
  return {
    label: "Living-cost funds to show for a study permit",
    amount: 22895,
    currency: "CAD",
    per: "year",
    effectiveFrom: "2025-09-01",
    checkedOn: "2026-11-23",
    sourceUrl: "https://example.org/study-permit-funds",
    ...overrides,
  };
}

describe("a school's yearly tuition", () => {
  it.each([
    { given: "one yearly figure in USD", amounts: [cost("tuition", "Tuition", "USD", 30000, 30000, "year")], then: { low: 30000, high: 30000 } },
    {
      given: "tuition plus a mandatory fee (added)",
      amounts: [cost("tuition", "Tuition", "USD", 37996, 37996, "year"), cost("tuition", "Mandatory fees", "USD", 940, 940, "year")],
      then: { low: 38936, high: 38936 },
    },
    {
      given: "programme alternatives (a range, not a sum)",
      amounts: [cost("tuition", "Non-laboratory degrees", "GBP", 17000, 17000, "year"), cost("tuition", "Laboratory degrees", "GBP", 21000, 21000, "year")],
      then: { low: 21250, high: 26250 },
    },
    {
      given: "per-semester tuition and fees (two semesters a year)",
      amounts: [cost("tuition", "Tuition, non-residents", "USD", 9283, 9283, "semester"), cost("tuition", "Fees", "USD", 199, 199, "semester")],
      then: { low: 18964, high: 18964 },
    },
    { given: "a stated range in CAD", amounts: [cost("tuition", "International", "CAD", 36806, 42498, "year")], then: { low: 29444.8, high: 33998.4 } },
    {
      given: "a programme's own fees are a programme, not an added fee",
      amounts: [cost("tuition", "Most courses", "USD", 20000, 27000, "year"), cost("tuition", "Highest course fees", "USD", 49500, 49500, "year")],
      then: { low: 20000, high: 49500 },
    },
  ])("given $given, is $then.low to $then.high USD", ({ amounts, then }) => {
    const figure = yearlyTuition(amounts, RATES);
    expect(figure.status).toBe("known");
    if (figure.status !== "known") return;
    expect(figure.usd.low).toBeCloseTo(then.low, 6);
    expect(figure.usd.high).toBeCloseTo(then.high, 6);
  });

  it.each([
    { given: "no tuition amounts", amounts: [], reason: /^Not found/ },
    { given: "a per-credit rate", amounts: [cost("tuition", "Arts", "CAD", 1651.62, 1651.62, "credit")], reason: /course load/ },
    { given: "a per-contact-hour rate", amounts: [cost("tuition", "International rate", "BSD", 230, 230, "contact-hour")], reason: /course load/ },
    { given: "only a whole-programme figure", amounts: [cost("tuition", "Two-year certificate", "USD", 9000, 9000, "programme")], reason: /No yearly figure/ },
    { given: "a currency with no rate", amounts: [cost("tuition", "Tuition", "EUR", 1500, 1500, "semester")], reason: /No exchange rate for EUR/ },
  ])("given $given, is unknown and says why", ({ amounts, reason }) => {
    const figure = yearlyTuition(amounts, RATES);
    expect(figure).toEqual({ status: "unknown", reason: expect.stringMatching(reason) });
  });
});

describe("a school's yearly living costs", () => {
  it.each([
    {
      given: "the school's own yearly estimate beside monthly figures and a visa minimum",
      amounts: [
        cost("livingCosts", "Oxford's estimate", "GBP", 1425, 2035, "month"),
        cost("livingCosts", "Oxford's estimate for nine months", "GBP", 12825, 18315, "year"),
        cost("livingCosts", "Student visa minimum, outside London", "GBP", 10224, 10224, "year"),
      ],
      then: { low: 16031.25, high: 22893.75, basis: "school estimate" },
    },
    {
      given: "on- and off-campus items and an all-in total: the on-campus items are added, the total (it includes tuition) is not",
      amounts: [
        cost("livingCosts", "Housing, on campus", "USD", 13618, 13618, "year"),
        cost("livingCosts", "Food, on campus", "USD", 7430, 7430, "year"),
        cost("livingCosts", "Books", "USD", 1220, 1220, "year"),
        cost("livingCosts", "Estimated cost of attendance, on campus", "USD", 66082, 66082, "year"),
        cost("livingCosts", "Housing, off campus", "USD", 18664, 18664, "year"),
      ],
      then: { low: 22268, high: 22268, basis: "school figures" },
    },
    {
      given: "monthly items (twelve months a year) and an 'or more' figure",
      amounts: [cost("livingCosts", "Housing", "CAD", 1000, 2000, "month"), cost("livingCosts", "Groceries", "CAD", 250, null, "month")],
      then: { low: 12000, high: null, basis: "school figures" },
    },
    {
      given: "off-campus housing as the only housing option (kept)",
      amounts: [cost("livingCosts", "Shared off-campus accommodation", "USD", 300, 400, "month"), cost("livingCosts", "Guild fee", "USD", 60, 60, "year")],
      then: { low: 3660, high: 4860, basis: "school figures" },
    },
  ])("given $given, is $then.low to $then.high USD ($then.basis)", ({ amounts, then }) => {
    const figure = yearlyLivingCosts(amounts, RATES);
    expect(figure.status).toBe("known");
    if (figure.status !== "known") return;
    expect(figure.basis).toBe(then.basis);
    expect(figure.usd.low).toBeCloseTo(then.low, 6);
    if (then.high === null) expect(figure.usd.high).toBeNull();
    else expect(figure.usd.high).toBeCloseTo(then.high, 6);
  });

  it("is unknown when the catalogue has none and the destination has no proof-of-funds fee", () => {
    expect(yearlyLivingCosts([cost("tuition", "Tuition", "USD", 1, 1, "year")], RATES)).toEqual({
      status: "unknown",
      reason: expect.stringMatching(/^Not found/),
    });
  });
});

describe("the living-cost floor: the destination's proof-of-funds official fee", () => {
  const schoolsCopy = cost("livingCosts", "Study-permit minimum, single applicant", "CAD", 99999, 99999, "year");

  it("given a school with no living costs of its own (only a copy of the visa minimum in its facts) and a yearly fee in force, then the fee is the floor, with its source and dates; the copy is not read", () => {
    expect(yearlyLivingCosts([schoolsCopy], RATES, [proofOfFunds()])).toEqual({
      status: "known",
      usd: { low: 18316, high: 18316 },
      basis: "government minimum",
      counted: [
        {
          label: "Living-cost funds to show for a study permit",
          text: "CAD 22895 per year",
          perYearUsd: { low: 18316, high: 18316 },
          cycle: null,
          sourceUrl: "https://example.org/study-permit-funds",
          officialFee: { effectiveFrom: "2025-09-01", checkedOn: "2026-11-23" },
        },
      ],
    });
  });

  it("given only weekly figures of its own and two yearly fees (a capital city's and elsewhere's), then the floor is the range across them", () => {
    const weekly = cost("livingCosts", "Hall of residence", "GBP", 180, 180, "week");
    const fees = [proofOfFunds({ currency: "GBP", amount: 13347 }), proofOfFunds({ currency: "GBP", amount: 10224, effectiveFrom: null })];
    const figure = yearlyLivingCosts([weekly], RATES, fees);
    expect(figure).toMatchObject({ status: "known", basis: "government minimum", usd: { low: 12780, high: 16683.75 } });
  });

  it("given the school's own yearly figures, then they count and the fee is not used", () => {
    expect(yearlyLivingCosts([cost("livingCosts", "Residence", "CAD", 12500, 12500, "year")], RATES, [proofOfFunds()])).toMatchObject({
      basis: "school figures",
      usd: { low: 10000, high: 10000 },
    });
  });

  it.each([
    {
      given: "only a sum to show once (its data states no months to make it yearly)",
      fees: [proofOfFunds({ per: "once", currency: "EUR", amount: 7000 })],
      reason: "Not found: the school's living costs are not in our verified facts, and the visa's minimum to show is one sum, not stated per year",
    },
    {
      given: "a yearly fee in a currency with no rate",
      fees: [proofOfFunds({ currency: "AUD", amount: 29710 })],
      reason: "Not found: the school's living costs are not in our verified facts, and there is no exchange rate for AUD yet to use the visa's minimum",
    },
    { given: "no fee, only the school's copy", fees: [], reason: "Not found: the school's living costs are not in our verified facts" },
  ])("given $given, then the living costs are unknown and say why", ({ fees, reason }) => {
    expect(yearlyLivingCosts([schoolsCopy], RATES, fees)).toEqual({ status: "unknown", reason });
  });
});

describe("a saved scholarship's funding", () => {
  const award = (amount: string | null, currency = "USD") => ({ id: "s1", title: "Award", amount, currency });
  it.each([
    { amount: "US$5,000 a year", then: { kind: "yearly", perYearUsd: 5000, totalUsd: 20000 } },
    { amount: "$2,500 per year", currency: "CAD", then: { kind: "yearly", perYearUsd: 2000, totalUsd: 8000 } },
    { amount: "£8,000 in total", then: { kind: "total", perYearUsd: 2500, totalUsd: 10000 } },
    { amount: "A one-off award of USD 1,200.50", then: { kind: "total", perYearUsd: 300.125, totalUsd: 1200.5 } },
  ])("counts $amount", ({ amount, currency, then }) => {
    const funding = scholarshipFunding(award(amount, currency), RATES, 4);
    expect(funding).toMatchObject({ status: "counted", kind: then.kind });
    if (funding.status !== "counted") return;
    expect(funding.perYearUsd).toBeCloseTo(then.perYearUsd, 6);
    expect(funding.totalUsd).toBeCloseTo(then.totalUsd, 6);
  });

  it.each([
    { amount: null, reason: "No amount is stated" },
    { amount: "Full tuition, monthly living stipend and return airfare", reason: "It describes what it covers, not a sum of money" },
    { amount: "Partial: IMES paid $20,000 in year one in 2023/24", reason: "It does not say whether the figure is per year or for the whole award" },
    { amount: "Between $1,000 and $5,000 a year", reason: "It states more than one figure, so the amount you would get is not clear" },
    { amount: "€3,000 a year", reason: "No exchange rate for EUR yet" },
  ])("does not count $amount: $reason", ({ amount, reason }) => {
    expect(scholarshipFunding(award(amount), RATES, 4)).toEqual({ status: "not counted", id: "s1", title: "Award", reason });
  });
});

describe("rounding", () => {
  it.each([
    [0.5, 1],
    [1.49, 1],
    [2.5, 3],
    [-2.5, -3],
    [1234.4999, 1234],
  ])("rounds %d to %d (half away from zero)", (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });
});

describe("the financial plan", () => {
  const school = (schoolId: string, amounts: SchoolCostAmount[], fees: ProofOfFundsFee[] = []) => ({
    schoolId,
    name: schoolId,
    slug: schoolId,
    amounts,
    proofOfFunds: fees,
  });
  const inputs = (overrides: Partial<FinancialPlanInputs>): FinancialPlanInputs => ({
    schools: [],
    scholarships: [],
    years: 4,
    localCurrency: "JMD",
    rates: RATES,
    flightEstimate: null,
    today: "2026-11-23",
    ...overrides,
  });
  const known = school("known", [cost("tuition", "Tuition", "CAD", 25000, 25000, "year"), cost("livingCosts", "Residence", "CAD", 12500, 12500, "year")]);

  it("gives each school's yearly cost, four-year total, funding and gap in USD and the local currency, rounded last", () => {
    const plan = financialPlan(
      inputs({
        schools: [known],
        scholarships: [{ id: "s1", title: "Award", amount: "US$5,000 a year", currency: "USD" }],
        flightEstimate: { amount: 150000, currency: "JMD" },
      }),
    );
    expect(plan.localRate).toEqual(RATES.get("JMD"));
    expect(plan.ratesUsed.map((used) => used.currency)).toEqual(["CAD", "JMD"]);
    expect(plan.funding).toEqual({
      perYear: { usd: { low: 5000, high: 5000 }, local: { low: 750000, high: 750000 } },
      total: { usd: { low: 20000, high: 20000 }, local: { low: 3000000, high: 3000000 } },
    });
    expect(plan.flight).toEqual({ usd: { low: 1000, high: 1000 }, local: { low: 150000, high: 150000 } });
    const [row] = plan.schools;
    // 25,000 + 12,500 CAD at 1.25 = 30,000 USD a year; × 4 + 1,000 flights = 121,000; minus 20,000 funding = 101,000.
    expect(row).toMatchObject({
      yearly: { usd: { low: 30000, high: 30000 }, local: { low: 4500000, high: 4500000 } },
      total: { usd: { low: 121000, high: 121000 }, local: { low: 18150000, high: 18150000 } },
      gap: { usd: { low: 101000, high: 101000 }, local: { low: 15150000, high: 15150000 } },
    });
  });

  it("lists a school with an unknown cost as unknown, with no totals guessed", () => {
    const plan = financialPlan(inputs({ schools: [school("partial", [cost("tuition", "Tuition", "USD", 10000, 10000, "year")])] }));
    expect(plan.schools[0]).toMatchObject({ tuition: { status: "known" }, livingCosts: { status: "unknown" }, yearly: null, total: null, gap: null });
  });

  it("shows a figure more than two cycles old apart, never in a total: the real cost is likely higher", () => {
    const old = { ...cost("tuition", "Tuition", "USD", 20000, 20000, "year"), cycle: "2021/22" };
    const lastYears = cost("livingCosts", "Residence", "USD", 9000, 9000, "year");
    const plan = financialPlan(inputs({ schools: [school("dated", [old, lastYears])] }));
    expect(plan.schools[0]).toMatchObject({
      tuition: { status: "unknown", reason: "Only an old figure is known, shown below: the real cost is likely higher" },
      livingCosts: { status: "known", usd: { low: 9000, high: 9000 } },
      yearly: null,
      total: null,
      oldFigures: [{ fact: "tuition", label: "Tuition", text: "USD 20000 per year", cycle: "2021/22", sourceUrl: "https://example.org/costs" }],
    });
    // Two years on, the same living-cost figure is more than two cycles old too.
    expect(financialPlan(inputs({ schools: [school("dated", [lastYears])], today: "2028-11-23" })).schools[0]).toMatchObject({
      livingCosts: { status: "unknown" },
      oldFigures: [{ fact: "livingCosts", cycle: "2026-2027" }],
    });
  });

  it("given a school whose only living-cost figure of its own is old, and a yearly proof-of-funds fee, then the fee is the floor in its totals, the old figure is shown apart, and the fee's rate is listed", () => {
    const oldEstimate = { ...cost("livingCosts", "Residence", "GBP", 8000, 8000, "year"), cycle: "2018/19" };
    const plan = financialPlan(
      inputs({
        schools: [
          school("floored", [cost("tuition", "Tuition", "USD", 20000, 20000, "year"), oldEstimate], [proofOfFunds({ currency: "CAD", amount: 12500 })]),
        ],
        localCurrency: "USD",
      }),
    );
    expect(plan.schools[0]).toMatchObject({
      livingCosts: { status: "known", basis: "government minimum", usd: { low: 10000, high: 10000 } },
      yearly: { usd: { low: 30000, high: 30000 } },
      oldFigures: [{ fact: "livingCosts", cycle: "2018/19" }],
    });
    expect(plan.ratesUsed.map((used) => used.currency)).toEqual(["CAD", "GBP"]);
    // Without a fee, the old figure is why the living costs are unknown.
    expect(financialPlan(inputs({ schools: [school("dated", [oldEstimate])] })).schools[0]?.livingCosts).toEqual({
      status: "unknown",
      reason: "Only an old figure is known, shown below: the real cost is likely higher",
    });
  });

  it("never shows a gap below zero when funding covers everything", () => {
    const plan = financialPlan(inputs({ schools: [known], scholarships: [{ id: "s1", title: "Big", amount: "US$200,000 in total", currency: "USD" }] }));
    expect(plan.schools[0]?.gap?.usd).toEqual({ low: 0, high: 0 });
  });

  it("keeps an open-ended ('or more') range open in the totals", () => {
    const plan = financialPlan(
      inputs({ schools: [school("open", [cost("tuition", "Tuition", "USD", 1000, 1000, "year"), cost("livingCosts", "Housing", "USD", 500, null, "month")])] }),
    );
    expect(plan.schools[0]?.total?.usd).toEqual({ low: 28000, high: null });
  });

  it.each([
    { localCurrency: "USD", local: { low: 30000, high: 30000 }, localRate: null },
    { localCurrency: "BBD", local: { low: 60000, high: 60000 }, localRate: RATES.get("BBD") },
    { localCurrency: "TTD", local: null, localRate: null },
  ])("shows the yearly cost in $localCurrency as $local.low (no rate: only USD)", ({ localCurrency, local, localRate }) => {
    const plan = financialPlan(inputs({ schools: [known], localCurrency }));
    expect(plan.schools[0]?.yearly).toEqual({ usd: { low: 30000, high: 30000 }, local });
    expect(plan.localRate).toEqual(localRate);
  });

  it("with no shortlisted schools has no rows and still shows funding", () => {
    const plan = financialPlan(inputs({ scholarships: [{ id: "s1", title: "Award", amount: "US$1,000 a year", currency: "USD" }] }));
    expect(plan.schools).toEqual([]);
    expect(plan.funding.total.usd).toEqual({ low: 4000, high: 4000 });
  });
});
