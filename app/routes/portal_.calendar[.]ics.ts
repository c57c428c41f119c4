import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeedFor } from "@modules/portal/index.ts";
import { siteOrigin } from "~/server/http.server.ts";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * `GET /portal/calendar.ics?token=...`: the student's personal calendar feed.
 * Calendar apps have no session, so the secret token in the address is the
 * only key; a wrong or reset token is a plain 404 (it says nothing of whether
 * the student exists).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ics = token.length <= 400 ? await calendarFeedFor(token, siteOrigin(request)) : null;
  if (ics === null) throw new Response("Not Found", { status: 404, headers: noStore });
  return new Response(ics, {
    headers: {
      ...noStore,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="study-compass.ics"',
      "X-Robots-Tag": "noindex",
    },
  });
}
