import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { AccountDeleted } from "../identity/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { StudyProfileQuizCompleted } from "./events.ts";
import { studentProfilesProjection } from "./projection.ts";
import { scoreQuiz } from "./scoring.ts";
import { sampleQuizAnswers } from "./testing.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const answers = sampleQuizAnswers;
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

  it("given a deleted account, then its profile is gone and another student's stays", async () => {
    await projectionSpec(studentProfilesProjection)
      .given([
        StudyProfileQuizCompleted.create({ userId: "user-1", answers, result: scoreQuiz(answers) }),
        StudyProfileQuizCompleted.create({ userId: "user-2", answers, result: scoreQuiz(answers) }),
        AccountDeleted.create({ userId: "user-1" }),
      ])
      .then({ student_profiles: [expect.objectContaining({ user_id: "user-2" })] });
  });
});
