import type { Generated } from "kysely";
import type { QuestionCategory, QuestionOrigin, QuestionStatus } from "./browser.ts";

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
