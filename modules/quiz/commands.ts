import { handleCommand, type Actor } from "../eventstore/index.ts";
import { studentProfileDecider } from "./decide.ts";
import { studentProfileStream } from "./events.ts";
import { studentProfilesProjection } from "./projection.ts";
import { quizAnswersSchema, type QuizAnswers } from "./questions.ts";
import type { QuizResult } from "./scoring.ts";

/** Saves a signed-in student's quiz result to their profile. Resolves once the profile shows it. */
export async function recordQuizResult(userId: string, answers: QuizAnswers, by: Actor): Promise<QuizResult> {
  const completion = { userId, answers: quizAnswersSchema.parse(answers) };
  const { state } = await handleCommand(studentProfileDecider, studentProfileStream(userId), completion, by, { waitFor: [studentProfilesProjection] });
  if (!state) throw new Error("A completed quiz always has a result");
  return state;
}
