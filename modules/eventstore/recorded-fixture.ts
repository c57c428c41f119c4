import type { NewEvent, RecordedEvent } from "./event-definition.ts";

/** An event as a test gives it to `recordedStream`: who appended it and when, when it matters. */
export interface GivenEvent {
  event: NewEvent;
  actor?: string;
  requestId?: string;
  at?: Date;
}

/**
 * Events as the store would read them back from one stream (versions 1, 2...,
 * metadata with the actor, any extra metadata the event carried), for pure
 * tests of code that reads recorded events, such as a history.
 */
export function recordedStream(streamId: string, given: readonly (GivenEvent | NewEvent)[]): RecordedEvent[] {
  return given.map((entry, index) => {
    const { event, actor, requestId, at } = "event" in entry ? entry : { event: entry, actor: undefined, requestId: undefined, at: undefined };
    const version = index + 1;
    const recordedAt = at ?? new Date(Date.UTC(2026, 10, 24, 9, version));
    return {
      type: event.type,
      schemaVersion: event.schemaVersion,
      data: event.data,
      globalPosition: version,
      transactionId: String(version),
      eventId: `00000000-0000-4000-8000-${String(version).padStart(12, "0")}`,
      streamId,
      streamVersion: version,
      metadata: { ...event.metadata, actor: actor ?? "user_editor", requestId: requestId ?? "test", occurredAt: recordedAt.toISOString() },
      recordedAt,
    };
  });
}
