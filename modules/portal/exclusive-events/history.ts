import { db } from "./db.ts";
import {
  editorialRevisions,
  isRestorable,
  readStream,
  userActors,
  type EditorialHistoryRules,
  type EditorialRevision,
  type EditorialState,
  type RecordedEvent,
} from "../../eventstore/index.ts";
import { userDisplayNames } from "../../identity/index.ts";
import { exclusiveEventDecider, exclusiveEventEditorialRules, isEditorialEvent, type ExclusiveEventDetails } from "./decide.ts";
import { eventDate, eventDuration, eventTime } from "./display.ts";
import { EVENT_TYPE_LABELS, exclusiveEventStream } from "./events.ts";

type EventEditorialState = EditorialState<ExclusiveEventDetails>;

const text = (read: (details: ExclusiveEventDetails) => string | null) => (state: EventEditorialState) => (state.content ? read(state.content) : null);

const evolver = {
  initialState: () => exclusiveEventDecider.initialState().editorial,
  evolve: (state: EventEditorialState, event: RecordedEvent) => exclusiveEventDecider.evolve({ editorial: state, registrations: {} }, event).editorial,
};

/** How an event's history reads: every detail an editor sets, and what a restore changes. */
const eventHistoryRules: EditorialHistoryRules<EventEditorialState> = {
  evolver,
  changeWords: {
    ExclusiveEventScheduled: "Scheduled",
    ExclusiveEventRevised: "Revised",
    ExclusiveEventRescheduled: "Rescheduled",
    EventMeetingLinkSet: "Meeting link set",
    ExclusiveEventCancelled: "Cancelled",
  },
  fields: [
    { label: "Status", read: (state) => (state.content ? (state.deleted ? "Cancelled" : "Going ahead") : null) },
    { label: "Title", read: text((details) => details.title) },
    { label: "Type", read: text((details) => EVENT_TYPE_LABELS[details.type]) },
    { label: "Starts", read: text((details) => `${eventDate(new Date(details.startsAt))}, ${eventTime(new Date(details.startsAt))}`) },
    { label: "Duration", read: text((details) => eventDuration(details.durationMinutes)) },
    { label: "Capacity", read: text((details) => (details.maxAttendees === null ? "No maximum" : String(details.maxAttendees))) },
    { label: "Presenter", read: text((details) => details.presenter) },
    { label: "Presenter's role", read: text((details) => details.presenterTitle) },
    { label: "Description", read: text((details) => details.description), long: true },
    { label: "Tags", read: text((details) => details.tags.join(", ")) },
    { label: "Meeting link", read: text((details) => details.meetingLink) },
    { label: "Recording", read: text((details) => details.recordingUrl) },
  ],
  restorable: (snapshot, current) => isRestorable(exclusiveEventEditorialRules, snapshot, current),
};

/**
 * The editorial events of an event's stream, numbered as editorial versions:
 * students' registrations share the stream (one capacity check) but are no
 * revision of the event, and their actors are students (decision 0038).
 */
export function editorialEventsOf(events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.filter(isEditorialEvent).map((event, index) => ({ ...event, streamVersion: index + 1 }));
}

export interface ExclusiveEventHistory {
  id: string;
  title: string;
  /** The editorial version now: what a restore must name as expected. */
  version: number;
  cancelled: boolean;
  /** Newest first. */
  revisions: EditorialRevision[];
}

/** An event's history from its stream's events (pure): null when it never existed. */
export function exclusiveEventHistoryOf(id: string, events: readonly RecordedEvent[], userNames: ReadonlyMap<string, string>): ExclusiveEventHistory | null {
  const editorial = editorialEventsOf(events);
  const current = editorial.reduce(evolver.evolve, evolver.initialState());
  if (!current.content) return null;
  return {
    id,
    title: current.content.title,
    version: current.version,
    cancelled: current.deleted,
    revisions: editorialRevisions(eventHistoryRules, editorial, userNames),
  };
}

/** An event's editorial history, cancelled ones included; null for an id that never existed. */
export async function exclusiveEventHistory(id: string): Promise<ExclusiveEventHistory | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(id)) return null;
  const events = await readStream(db(), exclusiveEventStream(id));
  return exclusiveEventHistoryOf(id, events, await userDisplayNames(userActors(events.filter(isEditorialEvent))));
}
