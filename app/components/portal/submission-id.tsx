import { useLoaderData } from "@remix-run/react";

/**
 * Makes a form's POST safe to send twice. The page's loader hands out a fresh
 * id on every render (`submissionId: randomUUID()`), the form posts it, and
 * the command treats a second post of the same id as done: without JavaScript
 * a reload re-sends the last POST, and that must not add a second question or
 * task. After a success the page is rendered again, with a new id for the next one.
 */
export function SubmissionIdField() {
  const { submissionId } = useLoaderData() as { submissionId?: string };
  return submissionId ? <input type="hidden" name="submissionId" value={submissionId} /> : null;
}
