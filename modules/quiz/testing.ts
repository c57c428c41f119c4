// Fixtures for tests only (application code never imports this file).
import { quizAnswersSchema, type QuizAnswers } from "./questions.ts";

/** One complete, valid set of answers: a hands-on, career-minded student with a low budget who wants to come home. */
export const sampleQuizAnswers: QuizAnswers = quizAnswersSchema.parse({
  study_motivation: "career_advancement",
  learning_style: "hands_on",
  social_preference: "caribbean_similar",
  budget_range: 25_000,
  study_duration: "bachelors",
  career_goals: "healthcare",
  climate_preference: "warm_tropical",
  cultural_adaptation: "very_excited",
  post_graduation: "return_to_caribbean",
  support_needs: ["financial_aid"],
});
