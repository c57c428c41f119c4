import { defineProjection } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import {
  CalendarFeedReset,
  EventMeetingLinkSet,
  EventRegistered,
  EventRegistrationCancelled,
  ExclusiveEventCancelled,
  ExclusiveEventRescheduled,
  ExclusiveEventRevised,
  ExclusiveEventScheduled,
} from "./events.ts";
import type { ExclusiveEventsTables } from "./tables.ts";

/** Our programme of events with their seats, whether each was cancelled, and each student's registrations. */
export const exclusiveEventsProjection = defineProjection<ExclusiveEventsTables>({
  name: "portal.exclusive-events",
  // 2: cancelled events (cancelled_at), reschedules and students' cancellations.
  version: 2,
  kind: "read-model",
  handles: [
    ExclusiveEventScheduled,
    ExclusiveEventRevised,
    ExclusiveEventRescheduled,
    ExclusiveEventCancelled,
    EventMeetingLinkSet,
    EventRegistered,
    EventRegistrationCancelled,
    AccountDeleted,
  ],
  tables: ["exclusive_events", "event_registrations"],
  async apply(trx, event) {
    const content = ExclusiveEventScheduled.match(event) ?? ExclusiveEventRevised.match(event);
    if (content) {
      const columns = {
        title: content.title,
        description: content.description,
        type: content.type,
        starts_at: new Date(content.startsAt),
        duration_minutes: content.durationMinutes,
        presenter: content.presenter,
        presenter_title: content.presenterTitle,
        max_attendees: content.maxAttendees,
        tags: JSON.stringify(content.tags),
        recording_url: content.recordingUrl,
      };
      await trx
        .insertInto("exclusive_events")
        .values({ id: content.eventId, ...columns, registered_count: 0, meeting_link: null, cancelled_at: null })
        .onConflict((oc) => oc.column("id").doUpdateSet(columns))
        .execute();
      return;
    }
    const link = EventMeetingLinkSet.match(event);
    if (link) {
      await trx.updateTable("exclusive_events").set({ meeting_link: link.meetingLink }).where("id", "=", link.eventId).execute();
      return;
    }
    const rescheduled = ExclusiveEventRescheduled.match(event);
    if (rescheduled) {
      await trx
        .updateTable("exclusive_events")
        .set({ starts_at: new Date(rescheduled.startsAt) })
        .where("id", "=", rescheduled.eventId)
        .execute();
      return;
    }
    const cancelled = ExclusiveEventCancelled.match(event);
    if (cancelled) {
      await trx.updateTable("exclusive_events").set({ cancelled_at: event.recordedAt }).where("id", "=", cancelled.eventId).execute();
      return;
    }
    const freed = EventRegistrationCancelled.match(event);
    if (freed) {
      await trx.deleteFrom("event_registrations").where("id", "=", freed.registrationId).execute();
      // The count follows the stream's seats (the capacity check), which this event frees by one.
      await trx
        .updateTable("exclusive_events")
        .set((eb) => ({ registered_count: eb("registered_count", "-", 1) }))
        .where("id", "=", freed.eventId)
        .execute();
      return;
    }
    const registered = EventRegistered.match(event);
    if (registered) {
      const inserted = await trx
        .insertInto("event_registrations")
        .values({ id: registered.registrationId, event_id: registered.eventId, user_id: registered.userId, registered_at: event.recordedAt })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable("exclusive_events")
          .set((eb) => ({ registered_count: eb("registered_count", "+", 1) }))
          .where("id", "=", registered.eventId)
          .execute();
      }
      return;
    }
    // The student's registrations go; their seats stay counted, as the event's stream (the capacity check) still holds them.
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("event_registrations").where("user_id", "=", deleted.userId).execute();
  },
});

/** Each student's calendar-feed link generation (absent: never reset, generation 0). */
export const calendarFeedsProjection = defineProjection<ExclusiveEventsTables>({
  name: "portal.calendar-feeds",
  kind: "read-model",
  handles: [CalendarFeedReset, AccountDeleted],
  tables: ["calendar_feeds"],
  async apply(trx, event) {
    const reset = CalendarFeedReset.match(event);
    if (reset) {
      await trx
        .insertInto("calendar_feeds")
        .values({ user_id: reset.userId, generation: reset.generation, reset_at: event.recordedAt })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ generation: reset.generation, reset_at: event.recordedAt }))
        .execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("calendar_feeds").where("user_id", "=", deleted.userId).execute();
  },
});
