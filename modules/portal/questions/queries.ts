import type { Selectable } from "kysely";
import { db } from "../../database.ts";
import type { QuestionCategory, QuestionOrigin, QuestionStatus } from "./events.ts";
import type { ExpertQuestionsTable } from "./tables.ts";

/** A student's question as the pages and the JSON API show it. */
export interface ExpertQuestionView {
  id: string;
  question: string;
  category: QuestionCategory | null;
  status: QuestionStatus;
  answer: string | null;
  answeredBy: string | null;
  askedFrom: QuestionOrigin;
  submittedAt: Date;
  answeredAt: Date | null;
}

function toView(row: Selectable<ExpertQuestionsTable>): ExpertQuestionView {
  return {
    id: row.id,
    question: row.question,
    category: row.category,
    status: row.status,
    answer: row.answer,
    answeredBy: row.answered_by,
    askedFrom: row.asked_from,
    submittedAt: row.submitted_at,
    answeredAt: row.answered_at,
  };
}

/** The student's own questions, newest first. */
export async function expertQuestionsOf(userId: string): Promise<ExpertQuestionView[]> {
  const rows = await db().selectFrom("expert_questions").selectAll().where("user_id", "=", userId).orderBy("submitted_at", "desc").orderBy("id").execute();
  return rows.map(toView);
}

/** One of the student's questions, or null (an unknown id, or another student's). */
export async function expertQuestionOf(userId: string, questionId: string): Promise<ExpertQuestionView | null> {
  const row = await db().selectFrom("expert_questions").selectAll().where("id", "=", questionId).where("user_id", "=", userId).executeTakeFirst();
  return row ? toView(row) : null;
}

/** What an operator answering questions sees: no student id, name or address, only what answering needs. */
export interface OpenExpertQuestion {
  id: string;
  status: QuestionStatus;
  category: QuestionCategory | null;
  submittedAt: Date;
  question: string;
}

/** Questions not answered yet, oldest first (the order they should be answered in). */
export async function openExpertQuestions(): Promise<OpenExpertQuestion[]> {
  return db()
    .selectFrom("expert_questions")
    .select(["id", "status", "category", "submitted_at as submittedAt", "question"])
    .where("status", "in", ["pending", "in_review"])
    .orderBy("submitted_at")
    .orderBy("id")
    .execute();
}
