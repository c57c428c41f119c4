import { parseWithZod } from "~/utils/forms.ts";
import { data } from "@remix-run/node";
import type { User } from "@modules/identity/index.ts";
import {
  askExpertQuestion,
  eventsQuestionFormSchema,
  ExpertQuestionInvalidError,
  ExpertQuestionNotFoundError,
  expertQuestionsOf,
  hubQuestionFormSchema,
  QUESTION_CATEGORY_LABELS,
  questionStatusLabel,
  type ExpertQuestionView,
  type QuestionOrigin,
} from "@modules/portal/index.ts";
import type { Outcome } from "~/components/outcome.tsx";
import {
  FAILURE_TOAST,
  SUCCESS_TOAST,
  type ExpertQuestionReply,
  type ExpertQuestionsTabData,
  type QuestionItem,
} from "~/components/portal/expert-questions/copy.ts";
import { PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

function formatDay(date: Date): string {
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function toQuestionItem(question: ExpertQuestionView): QuestionItem {
  return {
    id: question.id,
    question: question.question,
    category: question.category,
    categoryLabel: question.category ? QUESTION_CATEGORY_LABELS[question.category] : null,
    status: question.status,
    statusLabel: questionStatusLabel(question.status),
    submittedOn: formatDay(question.submittedAt),
    answer: question.answer,
    answeredBy: question.answeredBy,
    answeredOn: question.answeredAt ? formatDay(question.answeredAt) : null,
  };
}

/** The Ask an Expert tab's loader data, for /portal/exclusive and /portal/events alike: the student's own questions, newest first. */
export async function expertQuestionsTabData(userId: string, request: Request): Promise<ExpertQuestionsTabData> {
  const items = (await expertQuestionsOf(userId)).map(toQuestionItem);
  return { items, askOpen: new URL(request.url).searchParams.get("ask") === "1" };
}

/**
 * The action behind both Ask an Expert dialogs (the caller checked who is
 * asking and read the intent). `from` is the page's own dialog: the hub's
 * categories default to general, the events screen's are optional. Blank or
 * too long: 400 with the message beside the field, the text kept, nothing
 * written.
 */
export async function expertQuestionAction(form: FormData, user: User, requestId: string, from: QuestionOrigin) {
  const schema = from === "hub" ? hubQuestionFormSchema : eventsQuestionFormSchema;
  const submission = parseWithZod(form, { schema });
  const refuse = (lastResult = submission.reply()) =>
    data<{ toast: Outcome; expertQuestion: ExpertQuestionReply }>(
      { toast: FAILURE_TOAST, expertQuestion: { from, lastResult } },
      { status: 400, headers: PRIVATE_NO_STORE },
    );
  if (submission.status !== "success") return refuse();
  try {
    const askedId = await askExpertQuestion(
      user.id,
      { question: submission.value.question, category: submission.value.category ?? null, askedFrom: from, questionId: submission.value.submissionId },
      { actor: user.id, requestId },
    );
    return data<{ toast: Outcome; expertQuestion: ExpertQuestionReply }>(
      { toast: SUCCESS_TOAST, expertQuestion: { from, askedId } },
      { headers: PRIVATE_NO_STORE },
    );
  } catch (error) {
    if (error instanceof ExpertQuestionInvalidError) return refuse(submission.reply({ fieldErrors: { [error.field]: [error.message] } }));
    if (error instanceof ExpertQuestionNotFoundError) throw notFound("private page");
    throw error;
  }
}
