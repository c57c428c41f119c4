// Ask an expert's browser-safe door: the choices and limits both the server and the pages know. Pure: no server code, no zod.

/** The hub's dialog: general by default. */
export const HUB_CATEGORIES = ["general", "admissions", "scholarships", "immigration", "student_life"] as const;
export type HubCategory = (typeof HUB_CATEGORIES)[number];
export const DEFAULT_HUB_CATEGORY = "general" satisfies HubCategory;

/** The events screen's dialog: optional, starts empty. */
export const EVENTS_CATEGORIES = ["application", "academic", "visa", "career", "financial", "other"] as const;
export type EventsCategory = (typeof EVENTS_CATEGORIES)[number];

/** One column holds either set (the spec's expert_questions.category). */
export const QUESTION_CATEGORIES = [...HUB_CATEGORIES, ...EVENTS_CATEGORIES] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

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

/** Which dialog a question was asked from. */
export const QUESTION_ORIGINS = ["hub", "events"] as const;
export type QuestionOrigin = (typeof QUESTION_ORIGINS)[number];

/** Pending, then in review, then answered (answering straight from pending is allowed). */
export const QUESTION_STATUSES = ["pending", "in_review", "answered"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

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
