import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { askExpertQuestionJson, expertQuestionsJson } from "~/server/portal/expert-questions/expert-questions-api.server.ts";
import { requireApiStudent } from "~/server/auth.server.ts";
import { methodNotAllowed } from "~/server/http.server.ts";

/** The signed-in student's questions (id, status, submittedAt, question, answer, answeredBy, category, answeredAt); 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiStudent(request);
  return expertQuestionsJson(user.id);
}

/** Ask a question (`question`, `category`); 201 with it, 400 with field errors. Cross-site posts are refused before this (server/security.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"], "Use POST to ask a question.");
  const user = await requireApiStudent(request);
  return askExpertQuestionJson(request, user.id, context.requestId);
}
