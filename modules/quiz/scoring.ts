import type { StudyLevel } from "../funding/index.ts";
import { CAREER_FIELDS, type QuizAnswers } from "./questions.ts";

export const PERSONALITIES = ["Career-Focused Achiever", "Cultural Adventurer", "Academic Scholar", "Community-Oriented Leader", "Balanced Explorer"] as const;
export type Personality = (typeof PERSONALITIES)[number];

/** The quiz result. */
export interface QuizResult {
  personality: Personality;
  /** At most four, in the order the rules added them. */
  studyDestinations: string[];
  studyFields: string[];
  recommendations: string[];
}

/** The spec's fixed numbers: at most four destinations, and the budget thresholds in US dollars a year. */
export const MAX_DESTINATIONS = 4;
export const LOW_BUDGET_BELOW = 30_000;
export const HIGH_BUDGET_ABOVE = 50_000;

/** Personality rules, checked in order; the first match wins. */
export function personalityFor(answers: QuizAnswers): Personality {
  if (answers.study_motivation === "career_advancement" && answers.learning_style === "hands_on") return "Career-Focused Achiever";
  if (answers.cultural_adaptation === "very_excited" && answers.social_preference === "large_diverse_international") return "Cultural Adventurer";
  if (answers.learning_style === "independent_research" && answers.post_graduation === "further_studies") return "Academic Scholar";
  if (answers.social_preference === "caribbean_similar" && answers.post_graduation === "return_to_caribbean") return "Community-Oriented Leader";
  return "Balanced Explorer";
}

/** Climate first, then budget; a Caribbean-similar community replaces the list; only the first four count. */
export function destinationsFor(answers: QuizAnswers): string[] {
  if (answers.social_preference === "caribbean_similar") {
    return ["Caribbean Universities", "Canada", "United Kingdom", "United States"];
  }
  const destinations: string[] = [];
  if (answers.climate_preference === "warm_tropical") destinations.push("Australia", "Southern United States");
  if (answers.budget_range < LOW_BUDGET_BELOW) destinations.push("Caribbean Universities", "Eastern Europe");
  else if (answers.budget_range > HIGH_BUDGET_ABOVE) destinations.push("United States", "United Kingdom", "Switzerland");
  else destinations.push("Canada", "Netherlands", "Germany");
  return destinations.slice(0, MAX_DESTINATIONS);
}

export function fieldsFor(answers: QuizAnswers): string[] {
  return (CAREER_FIELDS[answers.career_goals] ?? []).map((field) => field.name);
}

const PERSONALITY_ADVICE: Record<Personality, string> = {
  "Career-Focused Achiever": "As a Career-Focused Achiever, look for programs with co-op placements, internships and strong links to employers.",
  "Cultural Adventurer": "As a Cultural Adventurer, choose a campus with a large international community and chances to study or travel further afield.",
  "Academic Scholar": "As an Academic Scholar, look for research universities where undergraduates can work with faculty and go on to graduate study.",
  "Community-Oriented Leader":
    "As a Community-Oriented Leader, look for schools with active Caribbean student associations and programs whose skills travel home with you.",
  "Balanced Explorer": "As a Balanced Explorer, keep your options open: compare programs, costs and student life in a few countries before you choose.",
};

const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** A personality sentence, a budget sentence naming the first two destinations, the timeline, and funding help if asked for. */
export function recommendationsFor(answers: QuizAnswers, personality: Personality, destinations: readonly string[]): string[] {
  const [first, second] = destinations;
  const recommendations = [
    PERSONALITY_ADVICE[personality],
    `With a budget of about ${usd(answers.budget_range)} USD a year, start by comparing costs in ${first} and ${second}.`,
    "Start your research 12-18 months before your intended start date, so you can meet application and scholarship deadlines.",
  ];
  if (answers.support_needs.includes("financial_aid")) {
    recommendations.push(
      "You asked about financial aid: browse our scholarship listings and funding guides now, because many awards close months before admission deadlines.",
    );
  }
  return recommendations;
}

/** The study-profile quiz's result: a pure function of the ten answers. */
export function scoreQuiz(answers: QuizAnswers): QuizResult {
  const personality = personalityFor(answers);
  const studyDestinations = destinationsFor(answers);
  return {
    personality,
    studyDestinations,
    studyFields: fieldsFor(answers),
    recommendations: recommendationsFor(answers, personality, studyDestinations),
  };
}

/**
 * The level of study the student chose, in funding's words, so the result
 * recommends only awards open to it. An associate degree is
 * undergraduate study; a short course is neither level: only awards that name
 * no level fit it (decision 0032).
 */
export function studyLevelFor(answers: Pick<QuizAnswers, "study_duration">): StudyLevel | null {
  switch (answers.study_duration) {
    case "associate_diploma":
    case "bachelors":
      return "undergraduate";
    case "postgraduate":
      return "postgraduate";
    default:
      return null;
  }
}
