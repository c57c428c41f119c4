import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { StudyProfileQuizCompleted } from "./events.ts";
import { studentProfilesProjection } from "./projection.ts";
import { quizAnswersSchema } from "./questions.ts";
import { scoreQuiz } from "./scoring.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

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
const retake = { ...answers, budget_range: 60_000 };

describe("the student profiles projection", () => {
  it("given two completions, then the profile holds the latest result, dated by its event", async () => {
    const retakenAt = new Date("2026-05-02T09:00:00Z");
    await projectionSpec(studentProfilesProjection)
      .given([
        StudyProfileQuizCompleted.create({ userId: "user-1", answers, result: scoreQuiz(answers) }),
        { event: StudyProfileQuizCompleted.create({ userId: "user-1", answers: retake, result: scoreQuiz(retake) }), recordedAt: retakenAt },
      ])
      .then({
        student_profiles: [
          expect.objectContaining({ user_id: "user-1", personality_type: scoreQuiz(retake).personality, quiz_answers: retake, quiz_completed_at: retakenAt }),
        ],
      });
  });
});
