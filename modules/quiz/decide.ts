import type { Decider } from "../eventstore/index.ts";
import { StudyProfileQuizCompleted } from "./events.ts";
import type { QuizAnswers } from "./questions.ts";
import { scoreQuiz, type QuizResult } from "./scoring.ts";

export interface QuizCompletion {
  userId: string;
  /** Already checked against the quiz's schema. */
  answers: QuizAnswers;
}

/**
 * A student's profile stream. Every completion is a new fact: a retake
 * replaces the profile's result and the history stays. The state is the
 * latest result.
 */
export const studentProfileDecider: Decider<QuizCompletion, QuizResult | null> = {
  initialState: () => null,
  evolve: (state, event) => StudyProfileQuizCompleted.match(event)?.result ?? state,
  decide: ({ userId, answers }) => [StudyProfileQuizCompleted.create({ userId, answers, result: scoreQuiz(answers) })],
};
