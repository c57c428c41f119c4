import { isDeepStrictEqual } from "node:util";
import {
  contentAtVersion,
  editorialDecider,
  editorialEvolve,
  liveContent,
  type Decider,
  type EditorialCommand,
  type EditorialRules,
  type EditorialState,
  type EditProblems,
  type NewEvent,
} from "../../eventstore/index.ts";
import {
  EventMeetingLinkSet,
  EventRegistered,
  EventRegistrationCancelled,
  ExclusiveEventCancelled,
  ExclusiveEventRescheduled,
  ExclusiveEventRevised,
  ExclusiveEventScheduled,
  type ExclusiveEventContent,
} from "./events.ts";

/** Everything an editor sets on an event: its published content and the link students join by. */
export type ExclusiveEventDetails = ExclusiveEventContent & { meetingLink: string | null };

export type ExclusiveEventCommand =
  | { kind: "register"; eventId: string; userId: string; registrationId: string; now: Date }
  | { kind: "cancel-registration"; eventId: string; userId: string; now: Date }
  | { kind: "set-meeting-link"; eventId: string; meetingLink: string | null }
  /** An admin's create, revise, cancel (the editorial shape's delete) or restore. */
  | { kind: "edit"; eventId: string; edit: EditorialCommand<ExclusiveEventDetails>; now: Date };

export interface ExclusiveEventState {
  /** The editors' view: the details, whether it was cancelled, and the editorial version (counted over editorial events only). */
  editorial: EditorialState<ExclusiveEventDetails>;
  /** Registration id by student id: the seats taken now. */
  registrations: Readonly<Record<string, string>>;
}

/** The event is not in our programme. */
export class UnknownExclusiveEventError extends Error {
  constructor(readonly eventId: string) {
    super("That event does not exist.");
    this.name = "UnknownExclusiveEventError";
  }
}

export class EventCompletedError extends Error {
  constructor(readonly eventId: string) {
    super("This event has already taken place, so registration is closed.");
    this.name = "EventCompletedError";
  }
}

export class EventFullError extends Error {
  constructor(readonly eventId: string) {
    super("This event is full: every seat is taken.");
    this.name = "EventFullError";
  }
}

export class EventCancelledError extends Error {
  constructor(readonly eventId: string) {
    super("This event was cancelled, so registration is closed.");
    this.name = "EventCancelledError";
  }
}

/** A student's cancellation refused: the event is over or was called off (the seat no longer matters). */
export class RegistrationNotCancellableError extends Error {
  constructor(
    readonly eventId: string,
    readonly reason: "completed" | "cancelled",
  ) {
    super(
      reason === "completed"
        ? "This event has already taken place, so its registration can no longer be cancelled."
        : "This event was cancelled by Study Compass, so there is no registration left to cancel.",
    );
    this.name = "RegistrationNotCancellableError";
  }
}

/** A cancelled event is final: its details can no longer be changed (its history still shows them). */
export class CancelledEventEditError extends Error {
  constructor(readonly eventId: string) {
    super("This event was cancelled, so it can no longer be changed.");
    this.name = "CancelledEventEditError";
  }
}

/** When an event ends: it reads as completed from then on (computed, never stored, so it stays true as time passes). */
export function endsAt(content: Pick<ExclusiveEventContent, "startsAt" | "durationMinutes">): Date {
  return new Date(Date.parse(content.startsAt) + content.durationMinutes * 60_000);
}

export function eventStatus(content: Pick<ExclusiveEventContent, "startsAt" | "durationMinutes">, now: Date): "upcoming" | "completed" {
  return endsAt(content).getTime() > now.getTime() ? "upcoming" : "completed";
}

/** Said next to a field when the event's own state refuses it. */
export const EVENT_FIELD_PROBLEMS = {
  startsInPast: "Choose a start time in the future.",
  belowSeatsTaken: (taken: number) => `${taken} ${taken === 1 ? "seat is" : "seats are"} already taken: the capacity cannot be lower than that.`,
} as const;

const publishedContent = ({ meetingLink: _link, ...content }: ExclusiveEventDetails): ExclusiveEventContent => content;

/**
 * The events an editor's change is made of. The start time travels apart
 * (ExclusiveEventRescheduled): a new time is what registrants must be told, so
 * it is its own fact for the notifier, and the Revised event keeps the time it
 * had. The link is EventMeetingLinkSet, as the operator's command line sets it.
 */
function detailChanges(current: ExclusiveEventDetails | null, desired: ExclusiveEventDetails): NewEvent[] {
  const link = desired.meetingLink === null ? [] : [EventMeetingLinkSet.create({ eventId: desired.eventId, meetingLink: desired.meetingLink })];
  if (current === null) return [ExclusiveEventScheduled.create(publishedContent(desired)), ...link];
  const events: NewEvent[] = [];
  const revised = ExclusiveEventRevised.create({ ...publishedContent(desired), startsAt: current.startsAt });
  if (!isDeepStrictEqual(revised.data, publishedContent(current))) events.push(revised);
  if (Date.parse(desired.startsAt) !== Date.parse(current.startsAt)) {
    events.push(ExclusiveEventRescheduled.create({ eventId: desired.eventId, startsAt: desired.startsAt, previousStartsAt: current.startsAt }));
  }
  if (desired.meetingLink !== current.meetingLink) events.push(EventMeetingLinkSet.create({ eventId: desired.eventId, meetingLink: desired.meetingLink }));
  return events;
}

/** An event in the shared editorial shape; cancelling is the shape's deletion (decision 0038). */
export const exclusiveEventEditorialRules: EditorialRules<ExclusiveEventDetails> = {
  noun: "event",
  evolve(details, event) {
    const content = ExclusiveEventScheduled.match(event) ?? ExclusiveEventRevised.match(event);
    if (content) return { ...content, meetingLink: details?.meetingLink ?? null };
    if (!details) return details;
    const link = EventMeetingLinkSet.match(event);
    if (link) return { ...details, meetingLink: link.meetingLink };
    const rescheduled = ExclusiveEventRescheduled.match(event);
    if (rescheduled) return { ...details, startsAt: rescheduled.startsAt };
    return details;
  },
  creates: (event) => ExclusiveEventScheduled.match(event) !== undefined,
  deletes: (event) => ExclusiveEventCancelled.match(event) !== undefined,
  changes: detailChanges,
  deletion: (current) => ExclusiveEventCancelled.create({ eventId: current.eventId }),
  // Every detail comes back, the time included (registrants are then told the new time); the id never changes.
  restore: (current, earlier) => ({ ...earlier, eventId: current.eventId }),
};

const editorial = editorialDecider(exclusiveEventEditorialRules);

const EDITORIAL_EVENTS = [ExclusiveEventScheduled, ExclusiveEventRevised, ExclusiveEventRescheduled, EventMeetingLinkSet, ExclusiveEventCancelled];

/** Whether an event of the stream is an editorial change (the rest are students' seats). */
export function isEditorialEvent(event: NewEvent): boolean {
  return EDITORIAL_EVENTS.some((definition) => definition.match(event) !== undefined);
}

/** What the event's state refuses in the details an editor asks for: a start in the past (when it changes), fewer seats than are taken. */
function detailProblems(state: ExclusiveEventState, current: ExclusiveEventDetails | null, desired: ExclusiveEventDetails, now: Date): EditProblems {
  const problems: Record<string, string> = {};
  const movesStart = current === null || Date.parse(current.startsAt) !== Date.parse(desired.startsAt);
  if (movesStart && Date.parse(desired.startsAt) <= now.getTime()) problems.startsAt = EVENT_FIELD_PROBLEMS.startsInPast;
  const taken = Object.keys(state.registrations).length;
  if (desired.maxAttendees !== null && desired.maxAttendees < taken) problems.maxAttendees = EVENT_FIELD_PROBLEMS.belowSeatsTaken(taken);
  return problems;
}

function decideEdit(command: Extract<ExclusiveEventCommand, { kind: "edit" }>, state: ExclusiveEventState): NewEvent[] {
  const { edit, now } = command;
  const current = liveContent(state.editorial);
  switch (edit.kind) {
    case "create":
      return editorial.decide({ ...edit, problems: detailProblems(state, null, edit.content, now) }, state.editorial);
    case "delete":
      // Cancelling twice (a second click, a reload without JavaScript) asks for what is already true.
      if (state.editorial.deleted) return [];
      return editorial.decide(edit, state.editorial);
    case "revise":
      if (state.editorial.deleted) throw new CancelledEventEditError(command.eventId);
      return editorial.decide({ ...edit, problems: current ? detailProblems(state, current, edit.content, now) : {} }, state.editorial);
    case "restore": {
      // A cancelled event is the shape's deleted entity: the shared decider refuses it as not found.
      const known = current !== null && edit.fromVersion >= 1 && edit.fromVersion <= state.editorial.version;
      const restored = known
        ? exclusiveEventEditorialRules.restore(current, contentAtVersion(exclusiveEventEditorialRules, state.editorial, edit.fromVersion))
        : null;
      return editorial.decide({ ...edit, problems: current && restored ? detailProblems(state, current, restored, now) : {} }, state.editorial);
    }
  }
}

/**
 * One event's stream (`exclusive-event-<id>`): its details as editors and the
 * seed set them, and its seats. Registering twice is one registration (a
 * double click or a second tab asks for what is already true); an event that
 * has ended, was cancelled, or whose seats are all taken is refused. A
 * student may give their seat back until the event ends. Editors' changes go
 * through the shared editorial decider, with the event's own refusals (a
 * start in the past, a capacity under the seats taken) as field problems.
 */
export const exclusiveEventDecider: Decider<ExclusiveEventCommand, ExclusiveEventState> = {
  initialState: () => ({ editorial: { content: null, deleted: false, version: 0, revisions: [] }, registrations: {} }),
  evolve(state, event) {
    if (isEditorialEvent(event)) return { ...state, editorial: editorialEvolve(exclusiveEventEditorialRules, state.editorial, event) };
    const registered = EventRegistered.match(event);
    if (registered) return { ...state, registrations: { ...state.registrations, [registered.userId]: registered.registrationId } };
    const cancelled = EventRegistrationCancelled.match(event);
    if (cancelled) {
      const { [cancelled.userId]: _freed, ...rest } = state.registrations;
      return { ...state, registrations: rest };
    }
    return state;
  },
  decide(command, state): NewEvent[] {
    if (command.kind === "edit") return decideEdit(command, state);
    const content = state.editorial.content;
    if (!content) throw new UnknownExclusiveEventError(command.eventId);
    const cancelled = state.editorial.deleted;
    switch (command.kind) {
      case "register": {
        if (Object.hasOwn(state.registrations, command.userId)) return [];
        if (cancelled) throw new EventCancelledError(command.eventId);
        if (eventStatus(content, command.now) === "completed") throw new EventCompletedError(command.eventId);
        if (content.maxAttendees !== null && Object.keys(state.registrations).length >= content.maxAttendees) throw new EventFullError(command.eventId);
        return [EventRegistered.create({ eventId: command.eventId, userId: command.userId, registrationId: command.registrationId })];
      }
      case "cancel-registration": {
        if (cancelled) throw new RegistrationNotCancellableError(command.eventId, "cancelled");
        if (eventStatus(content, command.now) === "completed") throw new RegistrationNotCancellableError(command.eventId, "completed");
        const registrationId = state.registrations[command.userId];
        // Not registered (a second click, another tab cancelled first): what was asked is already true.
        if (registrationId === undefined) return [];
        return [EventRegistrationCancelled.create({ eventId: command.eventId, userId: command.userId, registrationId })];
      }
      case "set-meeting-link":
        if (content.meetingLink === command.meetingLink) return [];
        return [EventMeetingLinkSet.create({ eventId: command.eventId, meetingLink: command.meetingLink })];
    }
  },
};
