import { describe, expect, it } from "vitest";
import { profileCompleteness } from "./profile-completeness.ts";

const empty = {
  firstName: null,
  lastName: null,
  educationLevel: null,
  careerInterests: [],
  preferredDestinations: [],
  targetStartMonth: null,
  localCurrency: null,
  citizenship: null,
} as const;
const full = {
  firstName: "Aaliyah",
  lastName: "Baptiste",
  educationLevel: "high-school-graduate",
  careerInterests: ["medicine"],
  preferredDestinations: ["canada", "uk"],
  targetStartMonth: "2027-09",
  localCurrency: "TTD",
  citizenship: "TT",
} as const;

describe("profile completeness", () => {
  it.each([
    ["nothing filled in", empty, 0],
    ["everything filled in", full, 1],
    ["only the name (as at sign-up)", { ...empty, firstName: "Aaliyah", lastName: "Baptiste" }, 1 / 7],
    ["a first name without a last name does not count", { ...empty, firstName: "Aaliyah" }, 0],
    ["a blank name does not count", { ...full, lastName: "  " }, 6 / 7],
    ["name, education level and one destination", { ...empty, firstName: "A", lastName: "B", educationLevel: "other", preferredDestinations: ["usa"] }, 3 / 7],
    ["everything but a currency", { ...full, localCurrency: null }, 6 / 7],
    ["USD counts as a chosen currency", { ...full, localCurrency: "USD" }, 1],
    ["no career interest ticked", { ...full, careerInterests: [] }, 6 / 7],
    ["lists read as null after deletion count as empty", { ...full, careerInterests: null, preferredDestinations: null }, 5 / 7],
    ["no start month", { ...full, targetStartMonth: null }, 6 / 7],
    ["no citizenship", { ...full, citizenship: null }, 6 / 7],
    ['"Another country" counts as a chosen citizenship', { ...full, citizenship: "other" }, 1],
  ] as const)("%s: %d", (_name, profile, expected) => {
    expect(profileCompleteness(profile)).toBeCloseTo(expected, 10);
  });
});
