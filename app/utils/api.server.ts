/** The JSON API's one error shape: `{ error: { message, fieldErrors? } }`. */
export function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>): Response {
  return Response.json({ error: { message, ...(fieldErrors ? { fieldErrors } : {}) } }, { status, headers: { "Cache-Control": "no-store" } });
}

/** Development-only endpoints answer 404 in production, as if they did not exist. */
export function assertNotProduction(): void {
  if (process.env.NODE_ENV === "production") throw apiError(404, "Not Found");
}
