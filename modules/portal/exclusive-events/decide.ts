import type { Decider, NewEvent } from "../../eventstore/index.ts";
import { EventMeetingLinkSet, EventRegistered, ExclusiveEventRevised, ExclusiveEventScheduled, type ExclusiveEventContent } from "./events.ts";

export type ExclusiveEventCommand =
  | { kind: "register"; eventId: string; userId: string; registrationId: string; now: Date }
  | { kind: "set-meeting-link"; eventId: string; meetingLink: string | null };

export interface ExclusiveEventState {
  content: ExclusiveEventContent | null;
  meetingLink: string | null;
  /** Registration id by student id. */
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

/** When an event ends: it reads as completed from then on (computed, never stored, so it stays true as time passes). */
export function endsAt(content: Pick<ExclusiveEventContent, "startsAt" | "durationMinutes">): Date {
  return new Date(Date.parse(content.startsAt) + content.durationMinutes * 60_000);
}

export function eventStatus(content: Pick<ExclusiveEventContent, "startsAt" | "durationMinutes">, now: Date): "upcoming" | "completed" {
  return endsAt(content).getTime() > now.getTime() ? "upcoming" : "completed";
}

/**
 * One event's stream (`exclusive-event-<id>`): its content, its meeting link
 * and its seats. Registering twice is one registration (a double click or a
 * second tab asks for what is already true); an event that has ended, or
 * whose seats are all taken, is refused.
 */
export const exclusiveEventDecider: Decider<ExclusiveEventCommand, ExclusiveEventState> = {
  initialState: () => ({ content: null, meetingLink: null, registrations: {} }),
  evolve(state, event) {
    const content = ExclusiveEventScheduled.match(event) ?? ExclusiveEventRevised.match(event);
    if (content) return { ...state, content };
    const link = EventMeetingLinkSet.match(event);
    if (link) return { ...state, meetingLink: link.meetingLink };
    const registered = EventRegistered.match(event);
    if (registered) return { ...state, registrations: { ...state.registrations, [registered.userId]: registered.registrationId } };
    return state;
  },
  decide(command, state): NewEvent[] {
    const { content } = state;
    if (!content) throw new UnknownExclusiveEventError(command.eventId);
    switch (command.kind) {
      case "register": {
        if (Object.hasOwn(state.registrations, command.userId)) return [];
        if (eventStatus(content, command.now) === "completed") throw new EventCompletedError(command.eventId);
        if (content.maxAttendees !== null && Object.keys(state.registrations).length >= content.maxAttendees) throw new EventFullError(command.eventId);
        return [EventRegistered.create({ eventId: command.eventId, userId: command.userId, registrationId: command.registrationId })];
      }
      case "set-meeting-link":
        if (state.meetingLink === command.meetingLink) return [];
        return [EventMeetingLinkSet.create({ eventId: command.eventId, meetingLink: command.meetingLink })];
    }
  },
};
