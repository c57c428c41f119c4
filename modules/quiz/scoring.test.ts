import { describe, expect, it } from "vitest";
import { isAnswered } from "./browser.ts";
import { QUIZ_QUESTIONS, quizAnswersSchema, startingAnswers, takeQuizStep, type QuizAnswers } from "./questions.ts";
import { isOpenToStudyLevel } from "../funding/browser.ts";
import { scoreQuiz, studyLevelFor } from "./scoring.ts";

/** Answers that match no personality rule, a middle budget, no climate or community preference. */
const neutral: QuizAnswers = {
  study_motivation: "personal_growth",
  learning_style: "group_discussion",
  social_preference: "no_preference",
  budget_range: 40_000,
  study_duration: "bachelors",
  career_goals: "engineering_technology",
  climate_preference: "no_preference",
  cultural_adaptation: "open_but_nervous",
  post_graduation: "undecided",
  support_needs: ["visa_guidance"],
};

const given = (changes: Partial<QuizAnswers>): QuizAnswers => quizAnswersSchema.parse({ ...neutral, ...changes });

describe("personality (rules in order, first match wins)", () => {
  const table: [string, Partial<QuizAnswers>, string][] = [
    ["career advancement and hands-on learning", { study_motivation: "career_advancement", learning_style: "hands_on" }, "Career-Focused Achiever"],
    ["career advancement without hands-on learning", { study_motivation: "career_advancement" }, "Balanced Explorer"],
    ["hands-on learning without career advancement", { learning_style: "hands_on" }, "Balanced Explorer"],
    [
      "very excited about a new culture and a large diverse international community",
      { cultural_adaptation: "very_excited", social_preference: "large_diverse_international" },
      "Cultural Adventurer",
    ],
    ["very excited about a new culture alone", { cultural_adaptation: "very_excited" }, "Balanced Explorer"],
    ["independent research and further studies", { learning_style: "independent_research", post_graduation: "further_studies" }, "Academic Scholar"],
    ["independent research alone", { learning_style: "independent_research" }, "Balanced Explorer"],
    [
      "a Caribbean-similar community and returning to the Caribbean",
      { social_preference: "caribbean_similar", post_graduation: "return_to_caribbean" },
      "Community-Oriented Leader",
    ],
    ["returning to the Caribbean alone", { post_graduation: "return_to_caribbean" }, "Balanced Explorer"],
    ["nothing in particular", {}, "Balanced Explorer"],
    [
      "rules 1 and 2 both matching",
      {
        study_motivation: "career_advancement",
        learning_style: "hands_on",
        cultural_adaptation: "very_excited",
        social_preference: "large_diverse_international",
      },
      "Career-Focused Achiever",
    ],
    [
      "rules 2 and 3 both matching",
      {
        cultural_adaptation: "very_excited",
        social_preference: "large_diverse_international",
        learning_style: "independent_research",
        post_graduation: "further_studies",
      },
      "Cultural Adventurer",
    ],
    [
      "rules 3 and 4 both matching",
      { learning_style: "independent_research", social_preference: "caribbean_similar", post_graduation: "further_studies" },
      "Academic Scholar",
    ],
  ];
  for (const [situation, changes, personality] of table) {
    it(`given ${situation}, when scored, then the personality is ${personality}`, () => {
      expect(scoreQuiz(given(changes)).personality).toBe(personality);
    });
  }
});

describe("destinations (climate, then budget with thresholds 30000 and 50000, at most 4)", () => {
  const table: [string, Partial<QuizAnswers>, string[]][] = [
    ["the lowest budget", { budget_range: 10_000 }, ["Caribbean Universities", "Eastern Europe"]],
    ["a budget just below 30000", { budget_range: 25_000 }, ["Caribbean Universities", "Eastern Europe"]],
    ["a budget of exactly 30000", { budget_range: 30_000 }, ["Canada", "Netherlands", "Germany"]],
    ["a budget of exactly 50000", { budget_range: 50_000 }, ["Canada", "Netherlands", "Germany"]],
    ["a budget just above 50000", { budget_range: 55_000 }, ["United States", "United Kingdom", "Switzerland"]],
    ["the highest budget", { budget_range: 80_000 }, ["United States", "United Kingdom", "Switzerland"]],
    [
      "a warm tropical climate and a low budget",
      { climate_preference: "warm_tropical", budget_range: 10_000 },
      ["Australia", "Southern United States", "Caribbean Universities", "Eastern Europe"],
    ],
    [
      "a warm tropical climate and a middle budget (cut to 4)",
      { climate_preference: "warm_tropical", budget_range: 40_000 },
      ["Australia", "Southern United States", "Canada", "Netherlands"],
    ],
    [
      "a warm tropical climate and a high budget (cut to 4)",
      { climate_preference: "warm_tropical", budget_range: 80_000 },
      ["Australia", "Southern United States", "United States", "United Kingdom"],
    ],
    [
      "a Caribbean-similar community (replaces the list)",
      { social_preference: "caribbean_similar", climate_preference: "warm_tropical", budget_range: 80_000 },
      ["Caribbean Universities", "Canada", "United Kingdom", "United States"],
    ],
    [
      "a Caribbean-similar community and a low budget",
      { social_preference: "caribbean_similar", budget_range: 10_000 },
      ["Caribbean Universities", "Canada", "United Kingdom", "United States"],
    ],
  ];
  for (const [situation, changes, destinations] of table) {
    it(`given ${situation}, when scored, then the destinations are ${destinations.join(", ")}`, () => {
      const result = scoreQuiz(given(changes));
      expect(result.studyDestinations).toEqual(destinations);
      expect(result.studyDestinations.length).toBeLessThanOrEqual(4);
    });
  }
});

describe("recommendations", () => {
  it("given any answers, when scored, then there is a personality sentence, a budget sentence naming the first two destinations and the 12-18 month advice", () => {
    expect(scoreQuiz(given({ study_motivation: "career_advancement", learning_style: "hands_on", budget_range: 65_000 })).recommendations).toEqual([
      "As a Career-Focused Achiever, look for programs with co-op placements, internships and strong links to employers.",
      "With a budget of about $65,000 USD a year, start by comparing costs in United States and United Kingdom.",
      "Start your research 12-18 months before your intended start date, so you can meet application and scholarship deadlines.",
    ]);
  });

  it("given financial aid among the support needs, when scored, then a scholarship-guidance line is added last", () => {
    const recommendations = scoreQuiz(given({ support_needs: ["visa_guidance", "financial_aid"] })).recommendations;
    expect(recommendations).toHaveLength(4);
    expect(recommendations[3]).toMatch(/^You asked about financial aid: browse our scholarship listings/);
  });

  it("given no financial aid need, when scored, then there is no scholarship-guidance line", () => {
    expect(scoreQuiz(given({ support_needs: ["accommodation", "mental_health"] })).recommendations).toHaveLength(3);
  });
});

describe("study fields", () => {
  it("given a career goal, when scored, then the fields are the pathways it leads to", () => {
    expect(scoreQuiz(given({ career_goals: "healthcare" })).studyFields).toEqual(["Medicine", "Psychology"]);
  });
  it("given every career goal, when scored, then each leads to at least one field", () => {
    const careerGoals = QUIZ_QUESTIONS.find((question) => question.key === "career_goals")!;
    for (const option of careerGoals.options) {
      expect(scoreQuiz(given({ career_goals: option.value as QuizAnswers["career_goals"] })).studyFields.length).toBeGreaterThan(0);
    }
  });
});

describe("answers (an answer is required on every question; budget 10000-80000 in steps of 5000)", () => {
  it.each([
    ["a budget below the minimum", { budget_range: 5_000 }],
    ["a budget above the maximum", { budget_range: 85_000 }],
    ["a budget off the 5000 step", { budget_range: 12_345 }],
    ["no support need", { support_needs: [] }],
    ["an unknown option", { learning_style: "telepathy" }],
  ])("given %s, when validated, then it is refused", (_situation, changes) => {
    expect(quizAnswersSchema.safeParse({ ...neutral, ...changes }).success).toBe(false);
  });
});

function form(entries: [string, string][]): URLSearchParams {
  return new URLSearchParams(entries);
}

describe("one question per request (the quiz without JavaScript)", () => {
  it("given question 1 unanswered, when Next is pressed, then question 1 is shown again with a message", () => {
    expect(
      takeQuizStep(
        form([
          ["step", "1"],
          ["intent", "next"],
        ]),
      ),
    ).toEqual({ view: "question", step: 1, answers: {}, error: "Please choose an answer to continue." });
  });

  it("given question 1 answered, when Next is pressed, then question 2 is shown with the answer carried", () => {
    expect(
      takeQuizStep(
        form([
          ["step", "1"],
          ["intent", "next"],
          ["study_motivation", "career_advancement"],
        ]),
      ),
    ).toEqual({
      view: "question",
      step: 2,
      answers: { study_motivation: "career_advancement" },
      error: null,
    });
  });

  it("given question 3 unanswered, when Previous is pressed, then question 2 is shown without a message", () => {
    expect(
      takeQuizStep(
        form([
          ["step", "3"],
          ["intent", "previous"],
          ["study_motivation", "career_advancement"],
        ]),
      ),
    ).toMatchObject({ view: "question", step: 2, error: null });
  });

  it("given no support need ticked, when See Results is pressed, then the multiple-choice message is shown", () => {
    const entries = Object.entries(neutral)
      .filter(([key]) => key !== "support_needs")
      .map(([key, value]) => [key, String(value)] as [string, string]);
    expect(takeQuizStep(form([["step", "10"], ["intent", "results"], ...entries]))).toMatchObject({
      view: "question",
      step: 10,
      error: "Please choose at least one option to continue.",
    });
  });

  it("given every answer, when See Results is pressed, then the quiz is complete", () => {
    const entries: [string, string][] = [
      ...Object.entries(neutral)
        .filter(([key]) => key !== "support_needs")
        .map(([key, value]) => [key, String(value)] as [string, string]),
      ["support_needs", "financial_aid"],
      ["support_needs", "visa_guidance"],
    ];
    expect(takeQuizStep(form([["step", "10"], ["intent", "results"], ...entries]))).toEqual({
      view: "complete",
      answers: { ...neutral, support_needs: ["financial_aid", "visa_guidance"] },
    });
  });

  it("given an earlier answer missing, when See Results is pressed, then that question is shown with a message", () => {
    const entries = Object.entries(neutral)
      .filter(([key]) => key !== "learning_style")
      .map(([key, value]) => [key, String(value)] as [string, string]);
    expect(takeQuizStep(form([["step", "10"], ["intent", "results"], ...entries]))).toMatchObject({ view: "question", step: 2 });
  });

  it("given a new quiz, then the budget already holds its minimum, which counts as answered", () => {
    expect(startingAnswers()).toEqual({ budget_range: 10_000 });
    expect(isAnswered(QUIZ_QUESTIONS[3]!, startingAnswers())).toBe(true);
    expect(isAnswered(QUIZ_QUESTIONS[3]!, {})).toBe(false);
  });

  it("given the budget kept at its minimum, when See Results is pressed, then the quiz is complete with the lowest budget", () => {
    const kept = { ...startingAnswers(), ...neutral, budget_range: startingAnswers().budget_range! };
    const entries = Object.entries(kept).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((single) => [key, String(single)] as [string, string]),
    );
    expect(takeQuizStep(form([["step", "10"], ["intent", "results"], ...entries]))).toEqual({
      view: "complete",
      answers: { ...neutral, budget_range: 10_000 },
    });
  });

  it("given odd input, when submitted, then it is dropped or clamped, never an error", () => {
    expect(
      takeQuizStep(
        form([
          ["step", "99<script>"],
          ["intent", "hack"],
          ["budget_range", "1e9"],
          ["learning_style", "' or 1=1 --"],
          ["study_motivation", "career_advancement"],
        ]),
      ),
    ).toEqual({ view: "question", step: 2, answers: { study_motivation: "career_advancement" }, error: null });
  });
});

describe("which awards the result may recommend, by the study level chosen", () => {
  const postgraduateOnly = ["postgraduate"] as const;
  const undergraduateOnly = ["undergraduate"] as const;
  const anyLevel = [] as const;
  it.each([
    ["bachelors", "undergraduate", { postgraduateOnly: false, undergraduateOnly: true, anyLevel: true }],
    ["associate_diploma", "undergraduate", { postgraduateOnly: false, undergraduateOnly: true, anyLevel: true }],
    ["postgraduate", "postgraduate", { postgraduateOnly: true, undergraduateOnly: false, anyLevel: true }],
    ["short_course", null, { postgraduateOnly: false, undergraduateOnly: false, anyLevel: true }],
  ] as const)("given %s, the level is %s and only awards open to it fit", (studyDuration, level, fits) => {
    expect(studyLevelFor({ study_duration: studyDuration })).toBe(level);
    expect({
      postgraduateOnly: isOpenToStudyLevel(postgraduateOnly, level),
      undergraduateOnly: isOpenToStudyLevel(undergraduateOnly, level),
      anyLevel: isOpenToStudyLevel(anyLevel, level),
    }).toEqual(fits);
  });

  it("every study-duration answer maps to a level or, for a short course, to none", () => {
    const question = QUIZ_QUESTIONS.find((entry) => entry.key === "study_duration")!;
    const options = question.type === "single" ? question.options : [];
    expect(options.map((option) => option.value)).toEqual(["short_course", "associate_diploma", "bachelors", "postgraduate"]);
  });
});
