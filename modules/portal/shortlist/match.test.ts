import { describe, expect, it } from "vitest";
import { matchScore, type MatchSchool, type MatchStudent } from "./match.ts";

const student: MatchStudent = { preferredDestinations: ["Canada", "United Kingdom"], careerPathwaySlugs: ["medicine", "psychology"], budgetUsdPerYear: 40_000 };
const school: MatchSchool = { destinationName: "Canada", isCaribbean: false, pathwaySlugs: ["medicine", "law"], yearlyCostUsd: 30_000 };

describe("the match score", () => {
  it.each([
    ["every part fits", student, school, { score: 100, destination: true, programs: true, cost: "within" }],
    ["another country", student, { ...school, destinationName: "Germany" }, { score: 60, destination: false, programs: true, cost: "within" }],
    ["no shared pathway", student, { ...school, pathwaySlugs: ["law"] }, { score: 65, destination: true, programs: false, cost: "within" }],
    ["cost exactly the budget", student, { ...school, yearlyCostUsd: 40_000 }, { score: 100, destination: true, programs: true, cost: "within" }],
    [
      "cost 1.5 × the budget: half the cost points",
      student,
      { ...school, yearlyCostUsd: 60_000 },
      { score: 88, destination: true, programs: true, cost: "over" },
    ],
    [
      "cost twice the budget or more: no cost points",
      student,
      { ...school, yearlyCostUsd: 95_000 },
      { score: 75, destination: true, programs: true, cost: "far-over" },
    ],
    [
      "cost unknown: scored over destination and programmes",
      student,
      { ...school, yearlyCostUsd: null },
      { score: 100, destination: true, programs: true, cost: "unknown" },
    ],
    [
      "cost unknown and another country",
      student,
      { ...school, destinationName: "Ireland", yearlyCostUsd: null },
      { score: 47, destination: false, programs: true, cost: "unknown" },
    ],
    [
      "interests lead to no pathway: programmes left out",
      { ...student, careerPathwaySlugs: [] },
      { ...school, destinationName: "Germany" },
      { score: 38, destination: false, programs: null, cost: "within" },
    ],
    [
      "'Caribbean Universities' matches any Caribbean school",
      { ...student, preferredDestinations: ["Caribbean Universities"] },
      { ...school, destinationName: "Jamaica", isCaribbean: true },
      { score: 100, destination: true, programs: true, cost: "within" },
    ],
    [
      "'Southern United States' matches the United States",
      { ...student, preferredDestinations: ["Southern United States"] },
      { ...school, destinationName: "United States" },
      { score: 100, destination: true, programs: true, cost: "within" },
    ],
    [
      "nothing fits",
      student,
      { destinationName: "Australia", isCaribbean: false, pathwaySlugs: ["aviation"], yearlyCostUsd: 120_000 },
      { score: 0, destination: false, programs: false, cost: "far-over" },
    ],
  ] as const)("%s", (_name, given, candidate, expected) => {
    expect(matchScore(given, candidate)).toEqual(expected);
  });
});
