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

/** The admin inbox shows this many questions a page. */
export const QUESTIONS_INBOX_PAGE_SIZE = 20;

/**
 * A question as the admin inbox shows it: what answering needs, and nothing
 * about who asked. `question` is null when it can no longer be read (the
 * student deleted their account, decision 0010); such a question takes no action.
 */
export interface InboxExpertQuestion {
  id: string;
  status: QuestionStatus;
  category: QuestionCategory | null;
  askedFrom: QuestionOrigin;
  submittedAt: Date;
  question: string | null;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: Date | null;
}

export interface ExpertQuestionsInbox {
  questions: InboxExpertQuestion[];
  total: number;
  page: number;
  pageCount: number;
}

/** The admin's expert questions inbox: one status or all, newest first, a page at a time. */
export async function expertQuestionsInbox(filter: { status: QuestionStatus | null; page: number }): Promise<ExpertQuestionsInbox> {
  let query = db().selectFrom("expert_questions");
  if (filter.status) query = query.where("status", "=", filter.status);
  const { count } = await query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / QUESTIONS_INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(filter.page) || 1), pageCount);
  const rows = await query
    .select(["id", "status", "category", "asked_from", "submitted_at", "question", "answer", "answered_by", "answered_at"])
    .orderBy("submitted_at", "desc")
    .orderBy("id")
    .limit(QUESTIONS_INBOX_PAGE_SIZE)
    .offset((page - 1) * QUESTIONS_INBOX_PAGE_SIZE)
    .execute();
  return {
    total,
    page,
    pageCount,
    questions: rows.map((row) => ({
      id: row.id,
      status: row.status,
      category: row.category,
      askedFrom: row.asked_from,
      submittedAt: row.submitted_at,
      question: row.question,
      answer: row.answer,
      answeredBy: row.answered_by,
      answeredAt: row.answered_at,
    })),
  };
}
