import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { studentProfileDecider } from "./decide.ts";
import { StudyProfileQuizCompleted } from "./events.ts";
import { quizAnswersSchema } from "./questions.ts";
import { scoreQuiz } from "./scoring.ts";

const answers = quizAnswersSchema.parse({
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
const spec = deciderSpec(studentProfileDecider);

describe("completing the study-profile quiz", () => {
  it("given no profile, when a student completes the quiz, then the result is recorded with the answers that produced it", () => {
    spec
      .given([])
      .when({ userId: "user-1", answers })
      .then([StudyProfileQuizCompleted.create({ userId: "user-1", answers, result: scoreQuiz(answers) })]);
  });

  it("given an earlier result, when the student retakes the quiz, then the new result is recorded too (the history stays)", () => {
    const retake = { ...answers, budget_range: 60_000, support_needs: ["visa_guidance" as const] };
    spec
      .given([StudyProfileQuizCompleted.create({ userId: "user-1", answers, result: scoreQuiz(answers) })])
      .when({ userId: "user-1", answers: retake })
      .then([StudyProfileQuizCompleted.create({ userId: "user-1", answers: retake, result: scoreQuiz(retake) })]);
  });
});
