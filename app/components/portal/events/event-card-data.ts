import type { ExclusiveEventType } from "@modules/portal/browser.ts";

/** An event as the cards show it: times already written in the display zone by the server, so both renders agree. */
export interface EventCardData {
  id: string;
  title: string;
  description: string;
  type: ExclusiveEventType;
  typeLabel: string;
  date: string;
  time: string;
  startsAt: string;
  duration: string;
  presenter: string;
  presenterTitle: string;
  maxAttendees: number | null;
  currentAttendees: number;
  isRegistered: boolean;
  status: "upcoming" | "completed" | "cancelled";
  tags: string[];
  meetingLink: string | null;
  recordingUrl: string | null;
}

/** The type badge (Webinar, Workshop, Q&A, Panel, else Event). */
export const TYPE_LABELS: Record<string, string> = { webinar: "Webinar", workshop: "Workshop", q_and_a: "Q&A", panel_discussion: "Panel" };

/**
 * What a student wants to know about an event's seats: whether there is one for them. "50 places" before anyone
 * registers, "12 places left" once some are taken, "Full" when none are left; nothing when the event has no
 * maximum. It replaced "0/50 attendees", which read as an empty room.
 */
export function placesText(maxAttendees: number | null, currentAttendees: number): string | null {
  if (maxAttendees === null) return null;
  const left = maxAttendees - currentAttendees;
  if (left <= 0) return "Full";
  const places = left === 1 ? "1 place" : `${left} places`;
  return currentAttendees > 0 ? `${places} left` : places;
}

/** Whether a card offers to register: not once the student is registered, nor when no place is left or the event was cancelled (registering would only be refused). */
export function offersRegistration(event: Pick<EventCardData, "isRegistered" | "maxAttendees" | "currentAttendees" | "status">): boolean {
  return event.status === "upcoming" && !event.isRegistered && placesText(event.maxAttendees, event.currentAttendees) !== "Full";
}

/** Whether a card offers to give the seat back: the student holds one at an event still ahead. */
export function offersCancellation(event: Pick<EventCardData, "isRegistered" | "status">): boolean {
  return event.status === "upcoming" && event.isRegistered;
}
