import { describe, expect, it } from "vitest";
import { feeOn, scheduleAfter, type FeeFigure } from "./fee-schedule.ts";

const figure = (amount: number, effectiveFrom: string | null): FeeFigure => ({
  amount,
  currency: "GBP",
  per: "once",
  effectiveFrom,
  checkedOn: "2026-11-23",
  sourceUrl: "https://example.org/fees",
  note: null,
});
const saved = (...figures: FeeFigure[]) => figures.reduce<FeeFigure[]>(scheduleAfter, []);

describe("the fee in force on a day", () => {
  it("given this year's fee and next April's recorded ahead, on a day before April the older one is in force and the new one upcoming", () => {
    const schedule = saved(figure(490, "2025-04-09"), figure(524, "2026-04-08"));
    expect(feeOn(schedule, "2026-03-31")).toEqual({ inForce: figure(490, "2025-04-09"), upcoming: figure(524, "2026-04-08") });
  });

  it("given the same, from its effective date the new fee is in force and nothing is upcoming", () => {
    const schedule = saved(figure(490, "2025-04-09"), figure(524, "2026-04-08"));
    expect(feeOn(schedule, "2026-04-08")).toEqual({ inForce: figure(524, "2026-04-08"), upcoming: null });
  });

  it("given a fee whose only figure starts later, none is in force yet and that figure is upcoming (shown 'from <date>')", () => {
    expect(feeOn(saved(figure(35, "2027-01-01")), "2026-11-23")).toEqual({ inForce: null, upcoming: figure(35, "2027-01-01") });
  });

  it("given a figure whose source gives no date, it is in force on any day", () => {
    expect(feeOn(saved(figure(150, null)), "1999-01-01").inForce).toEqual(figure(150, null));
  });

  it("when a figure is corrected with the same effective date, then the correction replaces it", () => {
    expect(saved(figure(490, "2025-04-09"), figure(495, "2025-04-09"))).toEqual([figure(495, "2025-04-09")]);
  });

  it("when a mistaken future date is corrected to an earlier one, then the mistaken figure is gone", () => {
    expect(saved(figure(490, "2025-04-09"), figure(524, "2062-04-08"), figure(524, "2026-04-08"))).toEqual([
      figure(490, "2025-04-09"),
      figure(524, "2026-04-08"),
    ]);
  });

  it("when a figure with no date is saved, then it replaces every earlier figure (the source no longer dates it)", () => {
    expect(saved(figure(490, "2025-04-09"), figure(500, null))).toEqual([figure(500, null)]);
  });

  it("given an undated figure, when a dated one is saved, then the undated one stays in force before that date", () => {
    const schedule = saved(figure(150, null), figure(160, "2027-01-01"));
    expect(feeOn(schedule, "2026-12-31")).toEqual({ inForce: figure(150, null), upcoming: figure(160, "2027-01-01") });
  });
});
