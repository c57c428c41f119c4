import { appendEvents, waitForProjections, type Actor } from "../eventstore/index.ts";
import { StudyProfileQuizCompleted, studentProfileStream } from "./events.ts";
import { studentProfilesProjection } from "./projection.ts";
import { quizAnswersSchema, type QuizAnswers } from "./questions.ts";
import { scoreQuiz, type QuizResult } from "./scoring.ts";

/**
 * Saves a signed-in student's quiz result to their profile. Every completion
 * is a new fact (a retake replaces the profile's result, the history stays),
 * so the stream takes any version. Resolves once the profile shows it.
 */
export async function recordQuizResult(userId: string, answers: QuizAnswers, by: Actor): Promise<QuizResult> {
  const valid = quizAnswersSchema.parse(answers);
  const result = scoreQuiz(valid);
  const appended = await appendEvents(
    [{ streamId: studentProfileStream(userId), expectedVersion: "any", events: [StudyProfileQuizCompleted.create({ userId, answers: valid, result })] }],
    by,
  );
  await waitForProjections([studentProfilesProjection], appended.position);
  return result;
}
