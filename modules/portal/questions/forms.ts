// Schemas of the two Ask an Expert dialogs and the JSON API, validated on the server.
import { z } from "zod";
import {
  DEFAULT_HUB_CATEGORY,
  EVENTS_CATEGORIES,
  HUB_CATEGORIES,
  QUESTION_CATEGORIES,
  QUESTION_MAX_LENGTH,
  QUESTION_REQUIRED_MESSAGE,
  QUESTION_TOO_LONG_MESSAGE,
} from "./events.ts";

const CATEGORY_MESSAGE = "Choose one of the listed categories.";

/** The form's submission id (SubmissionIdField): it becomes the question's id, so a re-sent form asks nothing twice. */
const submissionId = z.string().uuid().optional();

// Trimmed first: a question of spaces is no question. Conform reads an empty box as undefined.
const question = z.string({ error: QUESTION_REQUIRED_MESSAGE }).trim().min(1, QUESTION_REQUIRED_MESSAGE).max(QUESTION_MAX_LENGTH, QUESTION_TOO_LONG_MESSAGE);

/** The hub's dialog: category defaults to general. */
export const hubQuestionFormSchema = z.object({
  category: z.enum(HUB_CATEGORIES, { error: CATEGORY_MESSAGE }).default(DEFAULT_HUB_CATEGORY),
  question,
  submissionId,
});

/** The events screen's dialog: category optional (starts empty). */
export const eventsQuestionFormSchema = z.object({
  category: z.enum(EVENTS_CATEGORIES, { error: CATEGORY_MESSAGE }).optional(),
  question,
  submissionId,
});

/** `POST /api/portal/expert-questions`: either dialog's categories, or none. */
export const apiQuestionSchema = z.object({
  category: z
    .enum(QUESTION_CATEGORIES, { error: CATEGORY_MESSAGE })
    .nullish()
    .transform((category) => category ?? null),
  question,
});
