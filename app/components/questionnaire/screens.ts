import type { PartialQuizAnswers, QuizMatches, QuizResult } from "@modules/quiz/index.ts";

/** The quiz on one question, with the answers so far and the server's refusal, if any. */
export type QuestionScreen = { view: "question"; step: number; answers: PartialQuizAnswers; error: string | null };
/** A scored quiz, its matches, and whether (and how) it is saved to the student's profile. */
export type ResultScreen = { view: "result"; result: QuizResult; matches: QuizMatches; saved: "just-saved" | "from-profile" | "not-signed-in" };
