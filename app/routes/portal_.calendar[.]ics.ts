import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeedFor } from "@modules/portal/index.ts";
import { siteOrigin, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/**
 * `GET /portal/calendar.ics?token=...`: the student's personal calendar feed.
 * Calendar apps have no session, so the secret token in the address is the
 * only key; a wrong or reset token is a plain 404 (it says nothing of whether
 * the student exists).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ics = token.length <= 400 ? await calendarFeedFor(token, siteOrigin(request)) : null;
  if (ics === null) throw notFound("private page");
  return new Response(ics, {
    headers: {
      ...PRIVATE_NO_STORE,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="study-compass.ics"',
      "X-Robots-Tag": "noindex",
    },
  });
}
