// The quiz's browser-safe door: pure rules the page runs in the browser too,
// so both sides agree. Nothing here may import server code or zod.
import type { PartialQuizAnswers, QuizQuestion } from "./questions.ts";

/** The one rule, in the browser and on the server, for whether a question has its answer. */
export function isAnswered(question: QuizQuestion, answers: PartialQuizAnswers): boolean {
  const answer = answers[question.key];
  return Array.isArray(answer) ? answer.length > 0 : answer !== undefined;
}
