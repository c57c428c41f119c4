import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults, filteredListHref } from "~/components/admin/admin-list.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
import { ADMIN_EVENTS_COPY, EVENT_STATUS_FILTER_LABELS, EVENT_STATUS_LABELS } from "~/components/admin/events/copy.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { Pagination } from "~/components/pagination.tsx";
import styles from "~/styles/admin-events.css?url";
import { eventListAction, eventListData } from "~/server/admin/events/event-list.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_EVENTS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Cancelled reads as danger, past as neutral. */
const STATUS_STYLES = { upcoming: "success", completed: "neutral", cancelled: "danger" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return eventListData(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return eventListAction(request, { actor: user.id, requestId: context.requestId });
}

function listHref(filters: { q: string; status: string }, extra: { page: number; cancel?: string }): string {
  return filteredListHref("/admin/events", { ...filters, ...extra }, { status: "all" });
}

/**
 * The confirmation step: the list with `?cancel={id}` shows it in the page,
 * with or without JavaScript; Keep is a link back, Cancel event posts.
 */
function ConfirmCancel({ event, backHref }: { event: { id: string; title: string }; backHref: string }) {
  const navigation = useNavigation();
  const cancelling = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  return (
    <section className="card confirm-delete-panel" role="alertdialog" aria-labelledby="confirm-cancel-heading" aria-describedby="confirm-cancel-text">
      <h2 id="confirm-cancel-heading">Are you sure?</h2>
      <p id="confirm-cancel-text">{ADMIN_EVENTS_COPY.confirmCancel(event.title)}</p>
      <Form method="post" action="/admin/events?index" className="confirm-delete-actions" preventScrollReset>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="eventId" value={event.id} />
        <Link className="button secondary" to={backHref}>
          {ADMIN_EVENTS_COPY.keepEvent}
        </Link>
        <button type="submit" className="button danger" disabled={cancelling}>
          {cancelling ? ADMIN_EVENTS_COPY.cancelling : ADMIN_EVENTS_COPY.confirmCancelButton}
        </button>
      </Form>
    </section>
  );
}

export default function AdminEventsPage() {
  const { filters, page, pageCount, total, toast, confirming, events } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const filtered = filters.q !== "" || filters.status !== "all";
  const pageHref = (to: number) => listHref(filters, { page: to });
  const copy = ADMIN_EVENTS_COPY;
  return (
    <div className="page-section admin-events">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/events/new", label: copy.newEvent }} />
      <OutcomeNotice outcome={actionData?.toast ?? toast} />
      <AdminFilters
        action="/admin/events"
        name="Events"
        search={{ id: "event-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      >
        <FilterSelect
          id="event-status"
          name="status"
          label={copy.statusLabel}
          value={filters.status}
          options={Object.entries(EVENT_STATUS_FILTER_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </AdminFilters>

      {confirming ? <ConfirmCancel event={confirming} backHref={pageHref(page)} /> : null}

      <AdminListResults
        heading={{ id: "all-events-heading", text: copy.allEvents }}
        found={copy.found(total)}
        isEmpty={events.length === 0}
        empty={{
          title: copy.emptyTitle,
          text: filtered ? copy.emptyFiltered : copy.emptyNone,
          clear: filtered ? { to: "/admin/events", label: copy.clearFilters } : undefined,
        }}
      >
        <ul className="admin-entry-list">
          {events.map((event) => (
            <li key={event.id} className="card admin-entry-card">
              <div className="admin-event-main">
                <h3>{event.title}</h3>
                <p className="badge-row">
                  <span className={`badge ${STATUS_STYLES[event.status]}`}>{EVENT_STATUS_LABELS[event.status]}</span>
                  <span className="badge accent">{event.typeLabel}</span>
                </p>
                <p>
                  <time dateTime={event.startsAt}>{event.when}</time>
                </p>
                <p className="muted">
                  {event.presenter} · {copy.seats(event.seatsTaken, event.maxAttendees)}
                </p>
              </div>
              <AdminEntryActions basePath="/admin/events" id={event.id} name={event.title} editable={event.status !== "cancelled"} copy={copy}>
                {event.status === "upcoming" ? (
                  <Link className="button danger" to={listHref(filters, { page, cancel: event.id })} preventScrollReset aria-label={`Cancel ${event.title}`}>
                    {copy.cancelEvent}
                  </Link>
                ) : null}
              </AdminEntryActions>
            </li>
          ))}
        </ul>
      </AdminListResults>
      <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} />
    </div>
  );
}
