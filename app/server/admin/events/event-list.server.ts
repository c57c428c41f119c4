import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { EntryNotFoundError, type Actor } from "@modules/eventstore/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/index.ts";
import {
  ADMIN_EVENT_STATUS_FILTERS,
  adminExclusiveEvents,
  cancelExclusiveEvent,
  EVENT_TYPE_LABELS,
  eventDate,
  eventDuration,
  eventIdSchema,
  eventTime,
  exclusiveEventForEditing,
} from "@modules/portal/index.ts";
import { pageCountOf } from "~/components/pagination.tsx";
import type { Outcome } from "~/components/outcome.tsx";
import { EVENT_TOASTS } from "~/components/admin/events/copy.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";
import { notFound, PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const EVENTS_PAGE_SIZE = 20;

/** The list's query string, clamped: odd values fall back to the defaults, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  status: z.enum(ADMIN_EVENT_STATUS_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  /** The confirmation step (with or without JavaScript): which event's Cancel was chosen. */
  cancel: z.string().max(200).nullable().catch(null),
});

/** /admin/events: one page of every event, filtered; a page past the last is a 404. */
export async function eventListData(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = listQuery.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "all",
    page: params.get("page") ?? 1,
    cancel: params.get("cancel"),
  });
  const { events, total } = await adminExclusiveEvents({ q: query.q, status: query.status, page: query.page, pageSize: EVENTS_PAGE_SIZE });
  const pageCount = pageCountOf(total, EVENTS_PAGE_SIZE);
  if (query.page > pageCount) throw notFound("private page");
  const confirming = query.cancel ? await exclusiveEventForEditing(query.cancel) : null;
  return data(
    {
      filters: { q: query.q, status: query.status },
      page: query.page,
      pageCount,
      total,
      // After a save or cancel redirected here (Post/Redirect/Get): which outcome to show.
      toast: outcomeFromQuery(request, "done", {
        created: EVENT_TOASTS.created,
        updated: EVENT_TOASTS.updated,
        rescheduled: EVENT_TOASTS.rescheduled,
        cancelled: EVENT_TOASTS.cancelled,
      }),
      confirming: confirming && !confirming.cancelled ? { id: confirming.details.eventId, title: confirming.details.title } : null,
      events: events.map((event) => ({
        id: event.id,
        title: event.title,
        typeLabel: EVENT_TYPE_LABELS[event.type],
        presenter: event.presenter,
        startsAt: event.startsAt.toISOString(),
        when: `${eventDate(event.startsAt)}, ${eventTime(event.startsAt)} (${eventDuration(event.durationMinutes)})`,
        seatsTaken: event.seatsTaken,
        maxAttendees: event.maxAttendees,
        status: event.status,
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const cancelForm = z.object({ intent: z.literal("cancel"), eventId: eventIdSchema });

/** The list's one action: cancel an event, then back to the list with its outcome. */
export async function eventListAction(request: Request, by: Actor) {
  const parsed = cancelForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ toast: EVENT_TOASTS.cancelFailed as Outcome }, { status: 400, headers: PRIVATE_NO_STORE });
  try {
    await cancelExclusiveEvent(parsed.data.eventId, by);
  } catch (error) {
    if (error instanceof EntryNotFoundError) return data({ toast: EVENT_TOASTS.cancelFailed as Outcome }, { status: 404, headers: PRIVATE_NO_STORE });
    throw error;
  }
  return redirect("/admin/events?status=cancelled&done=cancelled", { headers: PRIVATE_NO_STORE });
}
