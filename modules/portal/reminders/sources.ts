import type { Projection, RecordedEvent } from "../../eventstore/index.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised, scholarshipsProjection } from "../../funding/index.ts";
import {
  EventRegistered,
  eventDay,
  eventTime,
  exclusiveEventsProjection,
  ExclusiveEventRevised,
  registeredEventsOf,
  studentsRegisteredFor,
} from "../exclusive-events/index.ts";
import {
  confirmedOpeningAlerts,
  OpeningAlertCancelled,
  OpeningAlertRequested,
  openingAlertsProjection,
  studentsWithOpeningAlert,
} from "../opening-alerts/index.ts";
import { ContentSaved, ContentUnsaved, savedItemsOf, savedItemsProjection, savedScholarshipIds, studentsWhoSaved } from "../saved/index.ts";
import {
  SchoolShortlisted,
  SchoolUnshortlisted,
  shortlistProjection,
  ShortlistStatusChanged,
  studentsWithShortlist,
  upcomingShortlistDeadlines,
} from "../shortlist/index.ts";

/**
 * One thing a student is reminded of: a saved scholarship, a shortlisted
 * school, a registered event. Read from the read tables as they are now.
 */
export interface ReminderItem {
  /** The source's kind: it names the reminder in job and email ids. */
  kind: string;
  /** The scholarship's, school's or event's own id. */
  itemId: string;
  title: string;
  /** "YYYY-MM-DD": the last day to apply, or the day the event takes place. */
  deadline: string;
  /** The item's page on the site. */
  path: string;
  /**
   * How the email speaks of the date: a scholarship "closes" on it (one the
   * student asked to be told about when it opened: "alert-closes"), an event
   * "starts" on it; a school's deadline is a day its source dates
   * ("dated-deadline": the email gives the date and quotes the words) or a
   * day its words give without a year ("named-deadline": the email quotes the
   * words, `statements`, and promises no date).
   */
  wording: "closes" | "alert-closes" | "starts" | "dated-deadline" | "named-deadline";
  /** The source's own words about the deadline, quoted in the email. */
  statements: string[];
}

/**
 * Where reminders come from (decision 0012). The scheduler re-plans the
 * students `studentsConcerned` names after each event of `handles`; planning
 * and the send-time check both read `itemsOf`, after waiting for
 * `readModels` to have seen the event. A new kind of reminder is one more
 * source in the list given to the scheduler and the worker.
 */
export interface ReminderSource {
  kind: string;
  handles: readonly ({ type: string } | string)[];
  studentsConcerned(event: RecordedEvent): Promise<string[]>;
  /** Every item of this kind the student is to be reminded of, as of `today` ("YYYY-MM-DD"). */
  itemsOf(userId: string, today: string): Promise<ReminderItem[]>;
  /** Every student who may have an item of this kind: the reconciler re-plans them all. */
  students(): Promise<string[]>;
  readModels: readonly Projection[];
}

/** Saved scholarships with a closing date ("YYYY-MM-DD"; none for ongoing ones, and none once closed). */
export const scholarshipReminders: ReminderSource = {
  kind: "scholarship",
  handles: [ContentSaved, ContentUnsaved, ScholarshipListed, ScholarshipRevised, ScholarshipDeleted],
  async studentsConcerned(event) {
    const saved = ContentSaved.match(event) ?? ContentUnsaved.match(event);
    if (saved) return saved.contentType === "scholarship" ? [saved.userId] : [];
    // A changed or removed deadline: everyone who saved the scholarship.
    const scholarship = ScholarshipListed.match(event) ?? ScholarshipRevised.match(event) ?? ScholarshipDeleted.match(event);
    return scholarship ? studentsWhoSaved("scholarship", scholarship.id) : [];
  },
  async itemsOf(userId, today) {
    const saved = await savedItemsOf(userId, { contentType: "scholarship" });
    return saved.flatMap((item): ReminderItem[] => {
      if (item.contentType !== "scholarship" || !item.scholarship?.deadline || !item.path) return [];
      const { id, title, deadline } = item.scholarship;
      if (deadline < today) return [];
      return [{ kind: "scholarship", itemId: id, title, deadline, path: item.path, wording: "closes", statements: [] }];
    });
  },
  students: () => studentsWhoSaved("scholarship"),
  readModels: [savedItemsProjection, scholarshipsProjection],
};

/**
 * Shortlisted schools not applied to yet whose verified deadline names a
 * day (its stated dates): the next such day, the same reading the shortlist's deadline
 * sort and the dashboard make (`upcomingShortlistDeadlines`). A statement
 * whose cycle is over names none: the next plan drops its queued
 * reminders, and one already queued is refused when it fires ("not-followed").
 */
export const schoolReminders: ReminderSource = {
  kind: "school",
  handles: [SchoolShortlisted, SchoolUnshortlisted, ShortlistStatusChanged],
  async studentsConcerned(event) {
    const entry = SchoolShortlisted.match(event) ?? SchoolUnshortlisted.match(event) ?? ShortlistStatusChanged.match(event);
    return entry ? [entry.userId] : [];
  },
  async itemsOf(userId, today) {
    const deadlines = await upcomingShortlistDeadlines(userId, { today });
    return deadlines.flatMap((school): ReminderItem[] => {
      if (school.next === null) return [];
      return [
        {
          kind: "school",
          itemId: school.schoolId,
          title: school.schoolName,
          deadline: school.next.day,
          path: `/schools/${school.schoolSlug}`,
          wording: school.next.namesItsYear ? "dated-deadline" : "named-deadline",
          statements: school.statements.map((statement) => `${statement.text} (${statement.cycleNote})`),
        },
      ];
    });
  },
  students: studentsWithShortlist,
  readModels: [shortlistProjection],
};

/**
 * Registered events still to come, by the day they take place in the
 * programme's display zone: an evening event's "1 day" reminder must come the
 * day before it, not on the day (its UTC date is often the next one).
 */
export const eventReminders: ReminderSource = {
  kind: "event",
  handles: [EventRegistered, ExclusiveEventRevised],
  async studentsConcerned(event) {
    const registered = EventRegistered.match(event);
    if (registered) return [registered.userId];
    // A moved date: everyone registered for it.
    const revised = ExclusiveEventRevised.match(event);
    return revised ? studentsRegisteredFor(revised.eventId) : [];
  },
  async itemsOf(userId, today) {
    return (await registeredEventsOf(userId)).flatMap((registration): ReminderItem[] => {
      const day = eventDay(registration.startsAt);
      if (day < today) return [];
      return [
        {
          kind: "event",
          itemId: registration.eventId,
          title: registration.title,
          deadline: day,
          path: "/portal/exclusive",
          wording: "starts",
          statements: [`It starts at ${eventTime(registration.startsAt)}.`],
        },
      ];
    });
  },
  students: () => studentsRegisteredFor(),
  readModels: [exclusiveEventsProjection],
};

/**
 * Awards the student asked to be told about when they open (decision 0044),
 * once their new cycle is confirmed with a closing day still to come: reminded
 * like a saved scholarship while the request stands. A saved one is left to
 * the saved scholarships' source, so the student gets one reminder, not two.
 */
export const openingAlertReminders: ReminderSource = {
  kind: "opening-alert",
  handles: [OpeningAlertRequested, OpeningAlertCancelled, ScholarshipListed, ScholarshipRevised, ScholarshipDeleted],
  async studentsConcerned(event) {
    const alert = OpeningAlertRequested.match(event) ?? OpeningAlertCancelled.match(event);
    if (alert) return [alert.userId];
    // Confirmed, moved or removed dates: everyone who asked about the award.
    const scholarship = ScholarshipListed.match(event) ?? ScholarshipRevised.match(event) ?? ScholarshipDeleted.match(event);
    return scholarship ? studentsWithOpeningAlert(scholarship.id) : [];
  },
  async itemsOf(userId, today) {
    const [alerts, saved] = await Promise.all([confirmedOpeningAlerts(userId, today), savedScholarshipIds(userId)]);
    const savedIds = new Set(saved);
    return alerts
      .filter((alert) => !savedIds.has(alert.scholarshipId))
      .map((alert) => ({
        kind: "opening-alert",
        itemId: alert.scholarshipId,
        title: alert.title,
        deadline: alert.closesOn,
        path: alert.path,
        wording: "alert-closes" as const,
        statements: [],
      }));
  },
  students: () => studentsWithOpeningAlert(),
  readModels: [openingAlertsProjection, savedItemsProjection, scholarshipsProjection],
};

/** The sources the worker runs. */
export const reminderSources: readonly ReminderSource[] = [scholarshipReminders, schoolReminders, eventReminders, openingAlertReminders];
