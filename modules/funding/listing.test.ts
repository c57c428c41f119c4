import { describe, expect, it } from "vitest";
import { openFirst } from "./listing.ts";

const open = (title: string) => ({ title, isClosed: false });
const closed = (title: string) => ({ title, isClosed: true });

describe("the funding list's order and closed scholarships", () => {
  it.each([
    {
      given: "open and closed scholarships, closed ones hidden",
      scholarships: [open("A"), closed("B"), open("C"), closed("D")],
      includeClosed: false,
      then: { titles: ["A", "C"], hiddenClosed: 2 },
    },
    {
      given: "open and closed scholarships, closed ones shown",
      scholarships: [closed("B"), open("A"), closed("D"), open("C")],
      includeClosed: true,
      then: { titles: ["A", "C", "B", "D"], hiddenClosed: 0 },
    },
    {
      given: "only open scholarships",
      scholarships: [open("A"), open("B")],
      includeClosed: false,
      then: { titles: ["A", "B"], hiddenClosed: 0 },
    },
    {
      given: "only closed scholarships, hidden",
      scholarships: [closed("A")],
      includeClosed: false,
      then: { titles: [], hiddenClosed: 1 },
    },
    { given: "none", scholarships: [], includeClosed: true, then: { titles: [], hiddenClosed: 0 } },
  ])("given $given, lists $then.titles and hides $then.hiddenClosed", ({ scholarships, includeClosed, then }) => {
    const listing = openFirst(scholarships, includeClosed);
    expect(listing.scholarships.map((scholarship) => scholarship.title)).toEqual(then.titles);
    expect(listing.hiddenClosed).toBe(then.hiddenClosed);
  });
});
