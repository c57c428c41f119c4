import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { studentProfileDecider } from "./decide.ts";
import { StudyProfileQuizCompleted } from "./events.ts";
import { scoreQuiz } from "./scoring.ts";
import { sampleQuizAnswers } from "./testing.ts";

const answers = sampleQuizAnswers;
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
