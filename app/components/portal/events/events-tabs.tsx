import type { EventCardData } from "./event-card-data.ts";
import { CalendarFeedLink, CompactEventCard, EventRecordingsCard, FeaturedEventCard, RecentEventCard, UpcomingEventCard } from "./event-card.tsx";

/** Times are shown in one named zone: without JavaScript the browser's own is unknown. */
function ZoneNote() {
  return <p className="field-help">All times are Atlantic Standard Time (AST, UTC-4), the time in Trinidad and Tobago and the Eastern Caribbean.</p>;
}

/** /portal/exclusive, events tab (the Exclusive Hub): Upcoming Events and Recent Events. */
export function HubEventsTab({ events }: { events: { upcoming: EventCardData[]; recent: EventCardData[]; calendarFeedUrl: string } }) {
  return (
    <div className="events-tab">
      <section aria-labelledby="upcoming-events-heading">
        <h2 id="upcoming-events-heading">Upcoming Events</h2>
        <ZoneNote />
        {events.upcoming.length === 0 ? (
          <p className="empty-state">No upcoming events right now. New webinars and workshops appear here first.</p>
        ) : (
          <div className="event-list">
            {events.upcoming.map((event) => (
              <UpcomingEventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="recent-events-heading">
        <h2 id="recent-events-heading">Recent Events</h2>
        {events.recent.length === 0 ? (
          <p>No past events yet.</p>
        ) : (
          <div className="event-list">
            {events.recent.map((event) => (
              <RecentEventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </section>
      <CalendarFeedLink url={events.calendarFeedUrl} />
    </div>
  );
}

/** /portal/events, events tab (Exclusive Events & Support): a featured event, the others, and recordings. */
export function EventsScreenTab({
  events,
}: {
  events: { featured: EventCardData | null; others: EventCardData[]; recordings: EventCardData[]; calendarFeedUrl: string };
}) {
  return (
    <div className="events-tab">
      <ZoneNote />
      {events.featured ? <FeaturedEventCard event={events.featured} /> : <p className="empty-state">No upcoming events right now.</p>}
      {events.others.length ? (
        <section aria-labelledby="more-events-heading">
          <h2 id="more-events-heading">More Upcoming Events</h2>
          <div className="event-list">
            {events.others.map((event) => (
              <CompactEventCard key={event.id} event={event} />
            ))}
          </div>
        </section>
      ) : null}
      <EventRecordingsCard recordings={events.recordings} />
      <CalendarFeedLink url={events.calendarFeedUrl} />
    </div>
  );
}
