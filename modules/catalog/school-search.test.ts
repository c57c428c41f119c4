import { describe, expect, it } from "vitest";
import { schoolMatches } from "./school-search.ts";

const uwi = { name: "The University of the West Indies, Mona", location: "Kingston, Jamaica", type: "university" };
const noLocation = { name: "Sir Arthur Lewis Community College", location: null, type: "college" };

describe("the destination page's school search", () => {
  it.each([
    { given: "an empty term", school: uwi, term: "", then: true },
    { given: "part of the name", school: uwi, term: "west indies", then: true },
    { given: "the location in another case", school: uwi, term: "KINGSTON", then: true },
    { given: "the type", school: noLocation, term: "college", then: true },
    { given: "a term in none of them", school: uwi, term: "law", then: false },
    { given: "a term and no location", school: noLocation, term: "castries", then: false },
  ])("given $given, matches: $then", ({ school, term, then }) => {
    expect(schoolMatches(school, term)).toBe(then);
  });
});
