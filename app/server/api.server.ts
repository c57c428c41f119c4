/** The JSON API's one error shape: `{ error: { message, fieldErrors? } }`. */
export function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>): Response {
  return Response.json({ error: { message, ...(fieldErrors ? { fieldErrors } : {}) } }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * 405 for a method this address does not answer, with `Allow` naming the ones
 * it does (RFC 9110 asks for it; issue 23). A route that answers GET answers
 * HEAD too. Methods no route answers (PUT, TRACE, OPTIONS) never get here:
 * server/edge.ts answers them first.
 */
export function methodNotAllowed(allowed: readonly ("GET" | "POST" | "PATCH" | "DELETE")[], message: string): Response {
  const methods = allowed.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]));
  const response = apiError(405, message);
  response.headers.set("Allow", methods.join(", "));
  return response;
}

/** Development-only endpoints answer 404 in production, as if they did not exist. */
export function assertNotProduction(): void {
  if (process.env.NODE_ENV === "production") throw apiError(404, "Not Found");
}
