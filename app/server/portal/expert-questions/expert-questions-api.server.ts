import {
  apiQuestionSchema,
  askExpertQuestion,
  EVENTS_CATEGORIES,
  ExpertQuestionInvalidError,
  expertQuestionOf,
  expertQuestionsOf,
  type ExpertQuestionView,
  type QuestionCategory,
} from "@modules/portal/index.ts";
import { apiError, PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** A question in the JSON API. */
function toQuestionJson(question: ExpertQuestionView) {
  return {
    id: question.id,
    status: question.status,
    submittedAt: question.submittedAt.toISOString(),
    question: question.question,
    answer: question.answer,
    answeredBy: question.answeredBy,
    category: question.category,
    answeredAt: question.answeredAt?.toISOString() ?? null,
  };
}

/** `GET /api/portal/expert-questions`: the signed-in student's own questions, newest first. */
export async function expertQuestionsJson(userId: string): Promise<Response> {
  return Response.json((await expertQuestionsOf(userId)).map(toQuestionJson), { headers: PRIVATE_NO_STORE });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      return await request.json();
    } catch {
      return null;
    }
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await request.formData();
    return { question: form.get("question") ?? undefined, category: form.get("category") || undefined };
  }
  return null;
}

/**
 * `POST /api/portal/expert-questions` (`question`, `category`; JSON or a form):
 * 201 with the new question, 400 with field errors (nothing written). Either
 * dialog's categories are accepted; a question with none, or one of the events
 * screen's, counts as asked from the events screen (the screen that lists
 * through this API).
 */
export async function askExpertQuestionJson(request: Request, userId: string, requestId: string): Promise<Response> {
  const body = await readBody(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) return apiError(400, "Send a JSON object or a form with question and category.");
  const parsed = apiQuestionSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? "question")] ??= []).push(issue.message);
    return apiError(400, "The question is not valid.", fieldErrors);
  }
  const category: QuestionCategory | null = parsed.data.category;
  const askedFrom = category === null || (EVENTS_CATEGORIES as readonly string[]).includes(category) ? "events" : "hub";
  try {
    const questionId = await askExpertQuestion(userId, { question: parsed.data.question, category, askedFrom }, { actor: userId, requestId });
    const question = await expertQuestionOf(userId, questionId);
    const json = question
      ? toQuestionJson(question)
      : // The read table had not caught up within the bounded wait: answer with what was just recorded.
        {
          id: questionId,
          status: "pending",
          submittedAt: new Date().toISOString(),
          question: parsed.data.question,
          answer: null,
          answeredBy: null,
          category,
          answeredAt: null,
        };
    return Response.json(json, { status: 201, headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (error instanceof ExpertQuestionInvalidError) return apiError(400, "The question is not valid.", { [error.field]: [error.message] });
    throw error;
  }
}
