import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
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

function listHref(filters: { q: string; status: string }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "all") params.set("status", filters.status);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/admin/events?${search}` : "/admin/events";
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
  const pageHref = (to: number) => listHref(filters, to > 1 ? { page: String(to) } : {});
  return (
    <div className="page-section admin-events">
      <header className="admin-events-header">
        <div>
          <h1>{ADMIN_EVENTS_COPY.title}</h1>
          <p className="lead">{ADMIN_EVENTS_COPY.lead}</p>
        </div>
        <Link className="button primary" to="/admin/events/new">
          {ADMIN_EVENTS_COPY.newEvent}
        </Link>
      </header>

      <OutcomeNotice outcome={actionData?.toast ?? toast} />

      <Form method="get" action="/admin/events" role="search" aria-label="Events" className="card admin-events-filters">
        <div className="form-field">
          <label htmlFor="event-search">{ADMIN_EVENTS_COPY.searchLabel}</label>
          <input
            id="event-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={ADMIN_EVENTS_COPY.searchPlaceholder}
            maxLength={MAX_SEARCH_TERM_LENGTH}
          />
        </div>
        <div className="form-field">
          <label htmlFor="event-status">{ADMIN_EVENTS_COPY.statusLabel}</label>
          <select id="event-status" name="status" defaultValue={filters.status}>
            {(Object.keys(EVENT_STATUS_FILTER_LABELS) as (keyof typeof EVENT_STATUS_FILTER_LABELS)[]).map((status) => (
              <option key={status} value={status}>
                {EVENT_STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          {ADMIN_EVENTS_COPY.apply}
        </button>
      </Form>

      {confirming ? <ConfirmCancel event={confirming} backHref={listHref(filters, page > 1 ? { page: String(page) } : {})} /> : null}

      <section aria-labelledby="all-events-heading">
        <div className="admin-events-count">
          <h2 id="all-events-heading">{ADMIN_EVENTS_COPY.allEvents}</h2>
          <p aria-live="polite">{ADMIN_EVENTS_COPY.found(total)}</p>
        </div>
        {events.length === 0 ? (
          <div className="empty-state">
            <h3>{ADMIN_EVENTS_COPY.emptyTitle}</h3>
            <p>{filtered ? ADMIN_EVENTS_COPY.emptyFiltered : ADMIN_EVENTS_COPY.emptyNone}</p>
            {filtered ? (
              <Link className="button secondary" to="/admin/events">
                {ADMIN_EVENTS_COPY.clearFilters}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="admin-event-list">
            {events.map((event) => (
              <li key={event.id} className="card admin-event-card">
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
                    {event.presenter} · {ADMIN_EVENTS_COPY.seats(event.seatsTaken, event.maxAttendees)}
                  </p>
                </div>
                <p className="admin-event-actions">
                  {event.status === "cancelled" ? null : (
                    <Link className="button secondary" to={`/admin/events/${encodeURIComponent(event.id)}/edit`} aria-label={`Edit ${event.title}`}>
                      {ADMIN_EVENTS_COPY.edit}
                    </Link>
                  )}
                  <Link
                    className="button ghost"
                    to={`/admin/events/${encodeURIComponent(event.id)}/history`}
                    aria-label={`${ADMIN_EVENTS_COPY.history} of ${event.title}`}
                  >
                    {ADMIN_EVENTS_COPY.history}
                  </Link>
                  {event.status === "upcoming" ? (
                    <Link
                      className="button danger"
                      to={listHref(filters, { ...(page > 1 ? { page: String(page) } : {}), cancel: event.id })}
                      preventScrollReset
                      aria-label={`Cancel ${event.title}`}
                    >
                      {ADMIN_EVENTS_COPY.cancelEvent}
                    </Link>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} />
      </section>
    </div>
  );
}
