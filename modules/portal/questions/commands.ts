import { randomUUID } from "node:crypto";
import { handleCommand, type Actor } from "../../eventstore/index.ts";
import { expertQuestionDecider } from "./decide.ts";
import { expertQuestionStream, type QuestionCategory, type QuestionOrigin } from "./events.ts";
import { expertQuestionsProjection } from "./projection.ts";

// The next page lists the student's questions: wait (bounded) until it does.
const readYourWrites = { waitFor: [expertQuestionsProjection] };

export interface QuestionToAsk {
  question: string;
  category: QuestionCategory | null;
  askedFrom: QuestionOrigin;
  /** The form's submission id (a uuid), so a re-sent form asks once; a fresh id when none. */
  questionId?: string;
}

/** A student asks the experts a question; resolves to its new id. Blank, too long or a category of the other dialog: ExpertQuestionInvalidError. */
export async function askExpertQuestion(userId: string, { questionId = randomUUID(), ...input }: QuestionToAsk, by: Actor): Promise<string> {
  await handleCommand(expertQuestionDecider, expertQuestionStream(questionId), { kind: "ask", questionId, userId, ...input }, by, readYourWrites);
  return questionId;
}

/** An expert takes the question up (In Review); again is a no-op, an answered question is refused. Reused by the admin inbox. */
export async function startQuestionReview(questionId: string, by: Actor): Promise<void> {
  await handleCommand(expertQuestionDecider, expertQuestionStream(questionId), { kind: "start-review", questionId }, by, readYourWrites);
}

/** An expert answers, once; the student is emailed (the questions notifier). Reused by the admin inbox. */
export async function answerExpertQuestion(
  questionId: string,
  input: { answer: string; answeredBy: string },
  by: Actor,
  answeredAt = new Date(),
): Promise<void> {
  await handleCommand(expertQuestionDecider, expertQuestionStream(questionId), { kind: "answer", questionId, ...input, answeredAt }, by, readYourWrites);
}
