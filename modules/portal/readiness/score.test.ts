import { describe, expect, it } from "vitest";
import { NO_READINESS_INPUTS, readiness, readinessChange, readinessMessage, type ReadinessInputs } from "./score.ts";

const inputs = (overrides: Partial<ReadinessInputs>): ReadinessInputs => ({ ...NO_READINESS_INPUTS, ...overrides });

describe("the Application Readiness Score", () => {
  it.each([
    ["a new account", {}, 0],
    ["a half-filled profile", { profileCompleteness: 0.5 }, 13],
    ["the quiz taken", { quizCompleted: true }, 10],
    ["8 of 12 checklist tasks done", { checklistTasksTotal: 12, checklistTasksCompleted: 8 }, 20],
    ["checklists with no tasks", { checklistTasksTotal: 0, checklistTasksCompleted: 0 }, 0],
    ["one school shortlisted", { shortlistedSchools: 1 }, 7],
    ["two schools shortlisted", { shortlistedSchools: 2 }, 13],
    ["ten schools shortlisted count as three", { shortlistedSchools: 10 }, 20],
    ["two scholarships saved", { savedScholarships: 2 }, 7],
    ["one guide saved", { savedArticles: 1 }, 2],
    [
      "everything done",
      {
        profileCompleteness: 1,
        quizCompleted: true,
        checklistTasksTotal: 5,
        checklistTasksCompleted: 5,
        shortlistedSchools: 3,
        savedScholarships: 3,
        savedArticles: 3,
      },
      100,
    ],
    ["out-of-range inputs are clamped", { profileCompleteness: 4, checklistTasksTotal: 2, checklistTasksCompleted: 9, shortlistedSchools: -2 }, 55],
  ])("given %s, the score is %i", (_, given, score) => {
    expect(readiness(inputs(given)).score).toBe(score);
  });

  it("shows parts that add up to the score, each with its maximum", () => {
    const result = readiness(inputs({ profileCompleteness: 0.6, quizCompleted: true, shortlistedSchools: 2, savedArticles: 1 }));
    expect(result.parts.map((part) => [part.name, part.points, part.max])).toEqual([
      ["profile", 15, 25],
      ["quiz", 10, 10],
      ["checklists", 0, 30],
      ["shortlist", 13, 20],
      ["scholarships", 0, 10],
      ["reading", 2, 5],
    ]);
    expect(result.parts.reduce((sum, part) => sum + part.points, 0)).toBe(result.score);
    expect(result.parts.reduce((sum, part) => sum + part.max, 0)).toBe(100);
  });
});

describe("the readiness message", () => {
  it.each([
    [100, "Excellent! You're well-prepared for applications."],
    [80, "Excellent! You're well-prepared for applications."],
    [79, "Good progress! Keep working on your checklist items."],
    [60, "Good progress! Keep working on your checklist items."],
    [59, "You're making progress. Focus on completing key tasks."],
    [40, "You're making progress. Focus on completing key tasks."],
    [39, "Let's get started! Complete your profile and checklists."],
    [0, "Let's get started! Complete your profile and checklists."],
  ])("at %i says %s", (score, message) => {
    expect(readinessMessage(score)).toBe(message);
  });
});

describe("the change since last week", () => {
  const today = "2026-11-23";
  it("compares with the newest recorded day on or before a week ago", () => {
    const history = [
      { day: "2026-11-01", score: 10 },
      { day: "2026-11-15", score: 30 },
      { day: "2026-11-16", score: 35 },
      { day: "2026-11-20", score: 50 },
    ];
    expect(readinessChange(55, history, today)).toEqual({ change: 20, period: "week" });
  });
  it("counts a day exactly a week ago as the baseline", () => {
    expect(readinessChange(40, [{ day: "2026-11-16", score: 45 }], today)).toEqual({ change: -5, period: "week" });
  });
  it("measures an account younger than a week from its start at 0", () => {
    expect(readinessChange(33, [{ day: "2026-11-20", score: 20 }], today)).toEqual({ change: 33, period: "since-joined" });
  });
  it("is no change when nothing moved in the week", () => {
    expect(readinessChange(20, [{ day: "2026-10-01", score: 20 }], today)).toEqual({ change: 0, period: "week" });
  });
});
