import type { Generated } from "kysely";

// The value sets its columns hold live here, so this file imports nothing from the module (docs/conventions.md); browser.ts re-exports them.

/** The hub's dialog: general by default. */
export const HUB_CATEGORIES = ["general", "admissions", "scholarships", "immigration", "student_life"] as const;
export type HubCategory = (typeof HUB_CATEGORIES)[number];

/** The events screen's dialog: optional, starts empty. */
export const EVENTS_CATEGORIES = ["application", "academic", "visa", "career", "financial", "other"] as const;
export type EventsCategory = (typeof EVENTS_CATEGORIES)[number];

/** One column holds either set (the spec's expert_questions.category). */
export const QUESTION_CATEGORIES = [...HUB_CATEGORIES, ...EVENTS_CATEGORIES] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** Which dialog a question was asked from. */
export const QUESTION_ORIGINS = ["hub", "events"] as const;
export type QuestionOrigin = (typeof QUESTION_ORIGINS)[number];

/** Pending, then in review, then answered (answering straight from pending is allowed). */
export const QUESTION_STATUSES = ["pending", "in_review", "answered"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** One question a student asked the experts (the spec's expert_questions). */
export interface ExpertQuestionsTable {
  id: string;
  user_id: string;
  question: string;
  category: QuestionCategory | null;
  status: QuestionStatus;
  answer: string | null;
  answered_by: string | null;
  /** Questions are private to the student (and the experts) unless one day chosen otherwise. */
  is_private: Generated<boolean>;
  asked_from: QuestionOrigin;
  submitted_at: Date;
  answered_at: Date | null;
}

export interface ExpertQuestionsTables {
  expert_questions: ExpertQuestionsTable;
}
