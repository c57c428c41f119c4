import type { Decider, NewEvent } from "../../eventstore/index.ts";
import {
  ANSWER_MAX_LENGTH,
  ANSWERED_BY_MAX_LENGTH,
  EVENTS_CATEGORIES,
  HUB_CATEGORIES,
  QUESTION_MAX_LENGTH,
  QUESTION_REQUIRED_MESSAGE,
  QUESTION_TOO_LONG_MESSAGE,
  QuestionAnswered,
  QuestionAsked,
  QuestionReviewStarted,
  type QuestionCategory,
  type QuestionOrigin,
  type QuestionStatus,
} from "./events.ts";

export type ExpertQuestionCommand =
  | { kind: "ask"; questionId: string; userId: string; question: string; category: QuestionCategory | null; askedFrom: QuestionOrigin }
  | { kind: "start-review"; questionId: string }
  | { kind: "answer"; questionId: string; answer: string; answeredBy: string; answeredAt: Date };

/** One question's stream folded: null before it was asked. `readable` is false once the student's key is destroyed (account deleted). */
export type ExpertQuestionState = { userId: string; status: QuestionStatus; readable: boolean } | null;

/** The question is not one that was asked (an unknown id). */
export class ExpertQuestionNotFoundError extends Error {
  constructor(readonly questionId: string) {
    super("That question does not exist.");
    this.name = "ExpertQuestionNotFoundError";
  }
}

/** Blank or too long: the message says what to do, for the field it belongs to. */
export class ExpertQuestionInvalidError extends Error {
  constructor(
    readonly field: "question" | "category" | "answer" | "answeredBy",
    message: string,
  ) {
    super(message);
    this.name = "ExpertQuestionInvalidError";
  }
}

/** An answer is final: answering again would silently replace what the student was emailed (revisions are not modelled). */
export class QuestionAlreadyAnsweredError extends Error {
  constructor(readonly questionId: string) {
    super("That question has already been answered.");
    this.name = "QuestionAlreadyAnsweredError";
  }
}

function categoryAllowed(category: QuestionCategory | null, askedFrom: QuestionOrigin): boolean {
  // The hub's dialog always sends one of its own (general by default); the events screen's may send none.
  if (askedFrom === "hub") return (HUB_CATEGORIES as readonly string[]).includes(category ?? "");
  return category === null || (EVENTS_CATEGORIES as readonly string[]).includes(category);
}

/**
 * The question as an expert may act on it. A deleted student's question is
 * gone: its text reads as null, and appending a sealed answer for them would
 * create a fresh key for the same subject, under which their older events no
 * longer open (decision 0010), so it is refused as not found.
 */
function asked(state: ExpertQuestionState, questionId: string): NonNullable<ExpertQuestionState> {
  if (!state || !state.readable) throw new ExpertQuestionNotFoundError(questionId);
  return state;
}

/**
 * One expert question (stream `expert-question-${id}`): asked by a student,
 * then taken into review, then answered once (from pending too). Asking the
 * same id again is a no-op (a retried request), starting a review twice is
 * a no-op (a re-sent form: its submission id is the question's id), starting
 * a review twice is a no-op, and answering an answered question is refused.
 * Another student's id is not found.
 */
export const expertQuestionDecider: Decider<ExpertQuestionCommand, ExpertQuestionState> = {
  initialState: () => null,
  evolve(state, event) {
    const askedEvent = QuestionAsked.match(event);
    if (askedEvent) return { userId: askedEvent.userId, status: "pending", readable: askedEvent.question !== null };
    if (state && QuestionReviewStarted.match(event)) return { ...state, status: "in_review" };
    if (state && QuestionAnswered.match(event)) return { ...state, status: "answered" };
    return state;
  },
  decide(command, state): NewEvent[] {
    switch (command.kind) {
      case "ask": {
        if (state) {
          if (state.userId !== command.userId) throw new ExpertQuestionNotFoundError(command.questionId);
          return [];
        }
        const question = command.question.trim();
        if (question === "") throw new ExpertQuestionInvalidError("question", QUESTION_REQUIRED_MESSAGE);
        if (question.length > QUESTION_MAX_LENGTH) throw new ExpertQuestionInvalidError("question", QUESTION_TOO_LONG_MESSAGE);
        if (!categoryAllowed(command.category, command.askedFrom)) throw new ExpertQuestionInvalidError("category", "Choose one of the listed categories.");
        return [
          QuestionAsked.create({ questionId: command.questionId, userId: command.userId, question, category: command.category, askedFrom: command.askedFrom }),
        ];
      }
      case "start-review": {
        const question = asked(state, command.questionId);
        if (question.status === "answered") throw new QuestionAlreadyAnsweredError(command.questionId);
        if (question.status === "in_review") return [];
        return [QuestionReviewStarted.create({ questionId: command.questionId, userId: question.userId })];
      }
      case "answer": {
        const question = asked(state, command.questionId);
        if (question.status === "answered") throw new QuestionAlreadyAnsweredError(command.questionId);
        const answer = command.answer.trim();
        const answeredBy = command.answeredBy.replace(/\s+/g, " ").trim();
        if (answer === "") throw new ExpertQuestionInvalidError("answer", "Write the answer.");
        if (answer.length > ANSWER_MAX_LENGTH) throw new ExpertQuestionInvalidError("answer", `An answer can be at most ${ANSWER_MAX_LENGTH} characters.`);
        if (answeredBy === "" || answeredBy.length > ANSWERED_BY_MAX_LENGTH) {
          throw new ExpertQuestionInvalidError("answeredBy", `Name the expert (their display name and role, at most ${ANSWERED_BY_MAX_LENGTH} characters).`);
        }
        return [
          QuestionAnswered.create({
            questionId: command.questionId,
            userId: question.userId,
            answer,
            answeredBy,
            answeredAt: command.answeredAt.toISOString(),
          }),
        ];
      }
    }
  },
};
