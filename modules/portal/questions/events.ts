import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";
import { ANSWER_MAX_LENGTH, ANSWERED_BY_MAX_LENGTH, QUESTION_CATEGORIES, QUESTION_MAX_LENGTH, QUESTION_ORIGINS } from "./browser.ts";

export * from "./browser.ts";

/** Each question gets its own id (and stream), so an id names nothing in another student's portal. */
const questionId = z.string().uuid();
const userId = z.string().min(1);

/** `question` is the student's own text (personal data): sealed with their key (decision 0010), null once the account is deleted. */
export const QuestionAsked = defineEvent(
  "QuestionAsked",
  z.object({
    questionId,
    userId,
    question: z.string().min(1).max(QUESTION_MAX_LENGTH).nullable(),
    category: z.enum(QUESTION_CATEGORIES).nullable(),
    askedFrom: z.enum(QUESTION_ORIGINS),
  }),
  { personal: { subject: (data) => data.userId, fields: ["question"] } },
);

/** An expert (or an operator, from the command line) took the question up. */
export const QuestionReviewStarted = defineEvent("QuestionReviewStarted", z.object({ questionId, userId }));

/**
 * The expert's answer. It is sealed with the STUDENT's key like the question:
 * it answers their situation and usually restates it ("as a CAPE student
 * with a Jamaican passport..."), so it must become unreadable with the
 * question when the account is deleted. `answeredBy` (the expert's display
 * name and role) is not the student's data and stays in the clear.
 */
export const QuestionAnswered = defineEvent(
  "QuestionAnswered",
  z.object({
    questionId,
    userId,
    answer: z.string().min(1).max(ANSWER_MAX_LENGTH).nullable(),
    answeredBy: z.string().min(1).max(ANSWERED_BY_MAX_LENGTH),
    answeredAt: z.iso.datetime(),
  }),
  { personal: { subject: (data) => data.userId, fields: ["answer"] } },
);

/** One stream per question: its life (asked, in review, answered) is its own consistency boundary. */
export const expertQuestionStream = (questionId: string) => `expert-question-${questionId}`;
