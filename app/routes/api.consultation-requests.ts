import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import {
  ConsultationRefusedError,
  IDEMPOTENCY_KEY_RULE,
  INVALID_IDEMPOTENCY_KEY,
  isAcceptableIdempotencyKey,
  limitConsultationRequest,
  normalizeApiBody,
  requestConsultation,
} from "@modules/counseling/index.ts";
import { currentUser } from "~/server/auth.server.ts";
import { apiError, methodNotAllowed } from "~/server/http.server.ts";

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to send a consultation request.");
}

/**
 * The consultation request. An optional Idempotency-Key header makes a
 * retried call safe: the same key answers 201 with the first request's id.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"], "Use POST to send a consultation request.");
  const header = request.headers.get("Idempotency-Key");
  const validHeader = isAcceptableIdempotencyKey(header);
  let body: unknown = null;
  try {
    body = await request.json();
  } catch {
    // Unreadable: counted below as an invalid body.
  }
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  // Counted before anything is written; an invalid body counts on the IP only.
  const limited = await limitConsultationRequest(context.clientIp, validHeader && isObject ? normalizeApiBody(body) : null);
  if (limited) {
    const response = apiError(429, limited.message);
    response.headers.set("Retry-After", String(limited.retryAfterSeconds));
    return response;
  }
  if (!validHeader) {
    return apiError(400, INVALID_IDEMPOTENCY_KEY, { requestKey: [IDEMPOTENCY_KEY_RULE] });
  }
  if (!isObject) return apiError(400, "Send a JSON object.");
  try {
    // A signed-in student's request is sealed under their key too: deleting the account erases it (decision 0029).
    const sender = await currentUser(request);
    const by = { actor: sender?.id ?? "anonymous", requestId: context.requestId };
    const receipt = await requestConsultation(normalizeApiBody(body), header ?? randomUUID(), by, sender?.id ?? null);
    return Response.json({ id: receipt.requestId, status: "pending" }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ConsultationRefusedError) return apiError(400, "The consultation request is not valid.", error.fieldErrors);
    throw error;
  }
}
