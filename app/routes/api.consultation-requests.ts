import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { ConsultationRefusedError, consultationRequestsPerIp, normalizeApiBody, requestConsultation } from "@modules/counseling/index.ts";
import { apiError } from "~/utils/api.server.ts";

export function loader() {
  return apiError(405, "Use POST to send a consultation request.");
}

/**
 * Spec §7's consultation request. An optional Idempotency-Key header makes a
 * retried call safe: the same key answers 201 with the first request's id.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to send a consultation request.");
  const limited = await consultationRequestsPerIp.consume(context.clientIp);
  if (limited) {
    const response = apiError(429, `Too many requests. Try again in ${limited.retryAfterSeconds} seconds.`);
    response.headers.set("Retry-After", String(limited.retryAfterSeconds));
    return response;
  }
  const header = request.headers.get("Idempotency-Key");
  if (header !== null && !/^[A-Za-z0-9_-]{8,100}$/.test(header)) {
    return apiError(400, "The Idempotency-Key header must be 8-100 letters, digits, '-' or '_'.", { requestKey: ["Use 8-100 letters, digits, '-' or '_'."] });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return apiError(400, "Send a JSON object.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return apiError(400, "Send a JSON object.");
  try {
    const receipt = await requestConsultation(normalizeApiBody(body), header ?? randomUUID(), { actor: "anonymous", requestId: context.requestId });
    return Response.json({ id: receipt.requestId, status: "pending" }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ConsultationRefusedError) return apiError(400, "The consultation request is not valid.", error.fieldErrors);
    throw error;
  }
}
