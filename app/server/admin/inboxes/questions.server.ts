import { parseWithZod } from "~/utils/forms.ts";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { Actor } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import {
  answerExpertQuestion,
  ExpertQuestionInvalidError,
  ExpertQuestionNotFoundError,
  expertQuestionsInbox,
  QUESTION_CATEGORY_LABELS,
  QUESTION_STATUSES,
  QuestionAlreadyAnsweredError,
  questionStatusLabel,
  startQuestionReview,
} from "@modules/portal/index.ts";
import { INBOX_TOASTS, type InboxActionData } from "~/components/admin/inboxes/copy.ts";
import { formatMoment } from "~/components/admin/inboxes/format.ts";
import { badRequest, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

const ORIGIN_LABELS = { hub: "Exclusive Hub", events: "Events & Support" } as const;

const filterQuery = z.object({
  status: z.enum(QUESTION_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** Who answers when the admin does not type otherwise: their own name, else the team. */
export function defaultAnsweredBy(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || "Study Compass expert team";
}

/** The questions inbox page's data: the status filter as read, the page of questions, and who answers by default. */
export async function questionsInboxData(request: Request, user: User) {
  const params = new URL(request.url).searchParams;
  const filter = filterQuery.parse({ status: params.get("status"), page: params.get("page") ?? undefined });
  const inbox = await expertQuestionsInbox(filter);
  return data(
    {
      filter: { status: filter.status ?? "" },
      statusOptions: QUESTION_STATUSES.map((status) => ({ value: status, label: questionStatusLabel(status) })),
      answeredBy: defaultAnsweredBy(user),
      total: inbox.total,
      page: inbox.page,
      pageCount: inbox.pageCount,
      questions: inbox.questions.map((question) => ({
        id: question.id,
        status: question.status,
        statusLabel: questionStatusLabel(question.status),
        categoryLabel: question.category ? QUESTION_CATEGORY_LABELS[question.category] : null,
        askedFrom: ORIGIN_LABELS[question.askedFrom],
        submittedOn: formatMoment(question.submittedAt),
        question: question.question,
        answer: question.answer,
        answeredBy: question.answeredBy,
        answeredOn: question.answeredAt ? formatMoment(question.answeredAt) : null,
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const id = z.uuid();
const questionFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start-review"), id }),
  // Blank or too long is the module's rule (ExpertQuestionInvalidError), so the CLI and the inbox say the same thing.
  z.object({ intent: z.literal("answer"), id, answer: z.string().max(100_000).optional(), answeredBy: z.string().max(10_000).optional() }),
]);

/**
 * The questions inbox's one action: start a review, or answer (which emails
 * the student, through the questions notifier). The caller has checked it is
 * an admin. An unknown question is a 404; a blank or too long answer comes
 * back next to its field with what was typed; nothing is written.
 */
export async function questionsInboxAction(request: Request, user: User, requestId: string) {
  const submission = parseWithZod(await request.formData(), { schema: questionFormSchema });
  if (submission.status !== "success") throw badRequest();
  const input = submission.value;
  const by = { actor: user.id, requestId };
  try {
    switch (input.intent) {
      case "start-review":
        return await startReview(input.id, by);
      case "answer":
        return await answerQuestion(input, by);
    }
  } catch (error) {
    if (error instanceof ExpertQuestionNotFoundError) throw notFound("private page");
    if (error instanceof QuestionAlreadyAnsweredError)
      return data<InboxActionData>({ toast: INBOX_TOASTS.alreadyAnswered }, { status: 409, headers: PRIVATE_NO_STORE });
    if (error instanceof ExpertQuestionInvalidError && input.intent === "answer") {
      return data<InboxActionData>(
        {
          toast: INBOX_TOASTS.answerRefused,
          refused: { id: input.id, field: error.field, message: error.message, values: { answer: input.answer ?? "", answeredBy: input.answeredBy ?? "" } },
        },
        { status: 400, headers: PRIVATE_NO_STORE },
      );
    }
    throw error;
  }
}

async function startReview(questionId: string, by: Actor) {
  await startQuestionReview(questionId, by);
  return data<InboxActionData>({ toast: INBOX_TOASTS.reviewStarted }, { headers: PRIVATE_NO_STORE });
}

async function answerQuestion(input: { id: string; answer?: string; answeredBy?: string }, by: Actor) {
  await answerExpertQuestion(input.id, { answer: input.answer ?? "", answeredBy: input.answeredBy ?? "" }, by);
  return data<InboxActionData>({ toast: INBOX_TOASTS.answered }, { headers: PRIVATE_NO_STORE });
}
