import type { LoaderFunctionArgs } from "@remix-run/node";
import { fundingCalendarFeed } from "@modules/funding/index.ts";
import { calendarLevel } from "~/server/funding/calendar-query.server.ts";
import { publicCacheHeaders, siteOrigin } from "~/server/http.server.ts";

/**
 * `GET /funding/calendar.ics`: the funding calendar's entries as an ICS feed,
 * the same for everyone (`?level=` as on the page), so it is cached like the
 * page. Confirmed dates are CONFIRMED events, expected months TENTATIVE ones.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const level = calendarLevel(request);
  const ics = await fundingCalendarFeed(siteOrigin(request), { openToStudyLevel: level ?? undefined });
  const headers = publicCacheHeaders(request);
  headers.set("Content-Type", "text/calendar; charset=utf-8");
  headers.set("Content-Disposition", 'inline; filename="study-compass-funding-calendar.ics"');
  return new Response(ics, { headers });
}
