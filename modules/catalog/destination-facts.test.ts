import { describe, expect, it } from "vitest";
import { destinationQuickFacts, NOT_VERIFIED, type DestinationPanelFacts } from "./destination-facts.ts";

const verified: DestinationPanelFacts = {
  currency: "CAD",
  languages: ["English", "French"],
  studentVisa: "Study permit",
  academicYear: "Sep-Apr",
  bestTimeToApply: "Oct-Feb",
};
const bare: DestinationPanelFacts = { currency: "JMD", languages: [], studentVisa: null, academicYear: null, bestTimeToApply: null };

describe("a destination's quick facts", () => {
  it("given every fact, shows each as it is, none typical", () => {
    expect(destinationQuickFacts(verified)).toEqual([
      { label: "Best time to apply", value: "Oct-Feb", typical: false, verified: true },
      { label: "Academic year", value: "Sep-Apr", typical: false, verified: true },
      { label: "Languages", value: "English, French", typical: false, verified: true },
      { label: "Currency", value: "CAD", typical: false, verified: true },
      { label: "Student visa", value: "Study permit", typical: false, verified: true },
    ]);
  });

  it("given no dates, languages or visa, shows the typical dates and says the rest is not verified", () => {
    expect(destinationQuickFacts(bare)).toEqual([
      { label: "Best time to apply", value: "Sep-Jan", typical: true, verified: true },
      { label: "Academic year", value: "Sep-May", typical: true, verified: true },
      { label: "Languages", value: NOT_VERIFIED, typical: false, verified: false },
      { label: "Currency", value: "JMD", typical: false, verified: true },
      { label: "Student visa", value: NOT_VERIFIED, typical: false, verified: false },
    ]);
  });
});
