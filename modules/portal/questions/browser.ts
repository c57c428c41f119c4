// Ask an expert's browser-safe door: the choices and limits both the server and the pages know. Pure: no server code, no zod.
import type { HubCategory, QuestionCategory, QuestionStatus } from "./tables.ts";
export {
  HUB_CATEGORIES,
  type HubCategory,
  EVENTS_CATEGORIES,
  type EventsCategory,
  QUESTION_CATEGORIES,
  type QuestionCategory,
  QUESTION_ORIGINS,
  type QuestionOrigin,
  QUESTION_STATUSES,
  type QuestionStatus,
} from "./tables.ts";

export const DEFAULT_HUB_CATEGORY = "general" satisfies HubCategory;

export const QUESTION_CATEGORY_LABELS: Record<QuestionCategory, string> = {
  general: "General",
  admissions: "Admissions",
  scholarships: "Scholarships",
  immigration: "Immigration",
  student_life: "Student Life",
  application: "Application Process",
  academic: "Academic Programs",
  visa: "Visa & Immigration",
  career: "Career Planning",
  financial: "Financial Planning",
  other: "Other",
};

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = { pending: "Pending", in_review: "In Review", answered: "Answered" };

/** Any other status reads as Unknown. */
export function questionStatusLabel(status: string): string {
  return (QUESTION_STATUS_LABELS as Record<string, string>)[status] ?? "Unknown";
}

/** A question, at most this many characters after trimming (UTF-16 units, as a textarea's maxlength counts them). */
export const QUESTION_MAX_LENGTH = 2000;
/** An expert's answer, at most this many characters. */
export const ANSWER_MAX_LENGTH = 10000;
/** The expert's display name and role, e.g. "Admissions adviser, Study Compass". */
export const ANSWERED_BY_MAX_LENGTH = 120;

export const QUESTION_REQUIRED_MESSAGE = "Enter your question.";
export const QUESTION_TOO_LONG_MESSAGE = `Your question can be at most ${QUESTION_MAX_LENGTH.toLocaleString("en-US")} characters. Shorten it and submit again.`;
