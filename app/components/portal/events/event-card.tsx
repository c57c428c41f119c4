import { Form, Link, useNavigation } from "@remix-run/react";
import { CalendarIcon, PanelIcon, QuestionIcon, VideoIcon, WorkshopIcon } from "~/components/portal/icons.tsx";
import { offersCancellation, offersRegistration, placesText, type EventCardData } from "./event-card-data.ts";

export function EventTypeIcon({ type }: { type: string }) {
  switch (type) {
    case "webinar":
      return <VideoIcon />;
    case "workshop":
      return <WorkshopIcon />;
    case "q_and_a":
      return <QuestionIcon />;
    case "panel_discussion":
      return <PanelIcon />;
    default:
      return <CalendarIcon />;
  }
}

/**
 * Register Now: a plain POST form (it works without JavaScript; with it,
 * Remix submits it in place and the page's toast answers). The button says
 * which event it registers for, as several sit on one page.
 */
export function RegisterForm({ event, label }: { event: Pick<EventCardData, "id" | "title">; label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "register" && navigation.formData.get("eventId") === event.id;
  return (
    <Form method="post" preventScrollReset className="event-register">
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="eventId" value={event.id} />
      <button type="submit" className="button primary small" disabled={pending} aria-describedby={`event-${event.id}-title`}>
        {pending ? "Registering..." : label}
      </button>
    </Form>
  );
}

/**
 * Cancel registration: a plain POST form like Register (with or without
 * JavaScript), naming its event for screen readers as several sit on one page.
 */
export function CancelRegistrationForm({ event }: { event: Pick<EventCardData, "id" | "title"> }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel-registration" && navigation.formData.get("eventId") === event.id;
  return (
    <Form method="post" preventScrollReset className="event-cancel-registration">
      <input type="hidden" name="intent" value="cancel-registration" />
      <input type="hidden" name="eventId" value={event.id} />
      <button type="submit" className="button secondary small" disabled={pending} aria-describedby={`event-${event.id}-title`}>
        {pending ? "Cancelling..." : "Cancel registration"}
      </button>
    </Form>
  );
}

/** The card's own status badges: registered, or called off. */
function EventStatusBadges({ event }: { event: Pick<EventCardData, "isRegistered" | "status"> }) {
  return (
    <>
      {event.status === "cancelled" ? <span className="badge danger">Cancelled</span> : null}
      {event.isRegistered && event.status !== "cancelled" ? <span className="badge success">Registered</span> : null}
    </>
  );
}

/** Register, Cancel registration, Join Meeting: what the student can do with the event now. */
function EventActions({ event, registerLabel }: { event: EventCardData; registerLabel: string }) {
  return (
    <div className="event-actions">
      {offersRegistration(event) ? <RegisterForm event={event} label={registerLabel} /> : null}
      {offersCancellation(event) ? <CancelRegistrationForm event={event} /> : null}
      {event.status === "cancelled" ? null : <JoinMeeting event={event} />}
    </div>
  );
}

function Places({ event }: { event: EventCardData }) {
  const places = placesText(event.maxAttendees, event.currentAttendees);
  if (places === null) return null;
  return <p className="event-places">{places === "Full" ? <span className="badge neutral">Full</span> : places}</p>;
}

function JoinMeeting({ event }: { event: EventCardData }) {
  if (!event.isRegistered || !event.meetingLink) return null;
  return (
    <a className="button accent small" href={event.meetingLink} rel="noopener noreferrer" target="_blank">
      Join Meeting
    </a>
  );
}

function When({ event }: { event: EventCardData }) {
  return (
    <p className="event-when">
      <CalendarIcon size={16} /> <time dateTime={event.startsAt}>{event.date}</time> · {event.time} · {event.duration}
    </p>
  );
}

/** A card's heading: the type's icon, the title, the type badge and the card's own status badge. */
function EventCardHeader({ event, children }: { event: EventCardData; children: React.ReactNode }) {
  return (
    <header className="event-card-header">
      <span className="event-type-icon">
        <EventTypeIcon type={event.type} />
      </span>
      <div>
        <h3 id={`event-${event.id}-title`}>{event.title}</h3>
        <p className="badge-row">
          <span className="badge accent">{event.typeLabel}</span>
          {children}
        </p>
      </div>
    </header>
  );
}

function Presenter({ event }: { event: EventCardData }) {
  return (
    <p className="event-presenter">
      <strong>{event.presenter}</strong>, {event.presenterTitle}
    </p>
  );
}

/** The Exclusive Hub's upcoming event. */
export function UpcomingEventCard({ event }: { event: EventCardData }) {
  return (
    <article className="card event-card" aria-labelledby={`event-${event.id}-title`}>
      <EventCardHeader event={event}>
        <EventStatusBadges event={event} />
      </EventCardHeader>
      <When event={event} />
      <Places event={event} />
      <p>{event.description}</p>
      <Presenter event={event} />
      {event.tags.length ? (
        <ul className="event-tags" aria-label="Tags">
          {event.tags.map((tag) => (
            <li key={tag} className="badge neutral">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <EventActions event={event} registerLabel="Register Now" />
    </article>
  );
}

function Recording({ event, label }: { event: EventCardData; label: string }) {
  if (!event.recordingUrl) return <p className="event-recording-missing">Recording not available yet</p>;
  return (
    <a className="button secondary small" href={event.recordingUrl} rel="noopener noreferrer" target="_blank">
      {label}
      <span className="visually-hidden">: {event.title}</span>
    </a>
  );
}

/** The Exclusive Hub's completed event: dimmed, with a Completed badge and its recording. */
export function RecentEventCard({ event }: { event: EventCardData }) {
  return (
    <article className="card event-card is-completed" aria-labelledby={`event-${event.id}-title`}>
      <EventCardHeader event={event}>
        <span className="badge neutral">Completed</span>
      </EventCardHeader>
      <When event={event} />
      <p>{event.description}</p>
      <Presenter event={event} />
      <div className="event-actions">
        <Recording event={event} label="View Recording" />
      </div>
    </article>
  );
}

/** The events screen's cards (Exclusive Events & Support): shorter, with a Register button. */
export function CompactEventCard({ event }: { event: EventCardData }) {
  return (
    <article className="card event-card" aria-labelledby={`event-${event.id}-title`}>
      <EventCardHeader event={event}>
        <EventStatusBadges event={event} />
      </EventCardHeader>
      <When event={event} />
      <Places event={event} />
      <p>{event.description}</p>
      <EventActions event={event} registerLabel="Register" />
    </article>
  );
}

export function FeaturedEventCard({ event }: { event: EventCardData }) {
  return (
    <article className="card event-card event-featured" aria-labelledby={`event-${event.id}-title`}>
      <p className="eyebrow">Featured event</p>
      <header className="event-card-header">
        <span className="event-type-icon">
          <EventTypeIcon type={event.type} />
        </span>
        <div>
          <h2 id={`event-${event.id}-title`}>{event.title}</h2>
          <p className="badge-row">
            <span className="badge accent">{event.typeLabel}</span>
            <EventStatusBadges event={event} />
          </p>
        </div>
      </header>
      <When event={event} />
      <Places event={event} />
      <p>{event.description}</p>
      <Presenter event={event} />
      <EventActions event={event} registerLabel="Register Now - Free for Portal Users" />
    </article>
  );
}

export function EventRecordingsCard({ recordings }: { recordings: readonly EventCardData[] }) {
  return (
    <section className="card event-recordings" aria-labelledby="event-recordings-heading">
      <h2 id="event-recordings-heading">Event Recordings</h2>
      {recordings.length === 0 ? (
        <p>No past events yet.</p>
      ) : (
        <ul>
          {recordings.map((event) => (
            <li key={event.id} className="is-completed">
              <div>
                <h3 id={`event-${event.id}-title`}>{event.title}</h3>
                <p>
                  <time dateTime={event.startsAt}>{event.date}</time> · {event.duration}
                </p>
              </div>
              <Recording event={event} label="Watch" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The student's secret calendar-feed address, to paste into a calendar app; reset on Settings. */
export function CalendarFeedLink({ url, showReset = false }: { url: string; showReset?: boolean }) {
  return (
    <div className="calendar-feed">
      <label htmlFor="calendar-feed-url">Your personal calendar feed</label>
      <input id="calendar-feed-url" type="url" readOnly value={url} aria-describedby="calendar-feed-help" />
      <p id="calendar-feed-help" className="field-help">
        Add this address to your calendar app (subscribe by URL) to see the events you registered for and your saved scholarships&rsquo; deadlines. It is
        private: anyone with it can read your calendar. {showReset ? null : <Link to="/portal/settings#calendar-heading">Reset the link in Settings</Link>}
      </p>
    </div>
  );
}
