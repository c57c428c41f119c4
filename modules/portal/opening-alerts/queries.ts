import { listScholarships, monthName, publicScholarship, windowSentence, type ScholarshipView } from "../../funding/index.ts";
import { daysBetween, todayUtc } from "../../platform/index.ts";
import { db } from "./db.ts";
import { confirmedDay, isConfirmedWindow, offersOpeningAlert } from "./windows.ts";

/**
 * What the "Tell me when it opens" control shows: nothing (the award is open
 * or opening, or has no yearly window, and the student has not asked), a link
 * to sign in, the button, the student's standing request, or that request
 * fulfilled (the dates are confirmed: the award is in their reminders and feed).
 */
export type OpeningAlertControl = { state: "not-offered" } | { state: "signed-out" | "available" | "requested" | "confirmed"; scholarshipId: string };

/** Whether the student asked to be told when this award opens. */
export async function hasOpeningAlert(userId: string, scholarshipId: string): Promise<boolean> {
  const row = await db()
    .selectFrom("opening_alerts")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("scholarship_id", "=", scholarshipId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The control's state for whoever is asking (`userId` null: signed out) on an award's page. */
export async function openingAlertControl(userId: string | null, scholarship: Pick<ScholarshipView, "id" | "window">): Promise<OpeningAlertControl> {
  const requested = userId !== null && (await hasOpeningAlert(userId, scholarship.id));
  const scholarshipId = scholarship.id;
  if (requested) return { state: isConfirmedWindow(scholarship.window) ? "confirmed" : "requested", scholarshipId };
  if (!offersOpeningAlert(scholarship.window)) return { state: "not-offered" };
  return { state: userId === null ? "signed-out" : "available", scholarshipId };
}

/** The students who asked about this award (or about any award when none is named): reminders re-plan them. */
export async function studentsWithOpeningAlert(scholarshipId?: string): Promise<string[]> {
  let query = db().selectFrom("opening_alerts").select("user_id").distinct();
  if (scholarshipId !== undefined) query = query.where("scholarship_id", "=", scholarshipId);
  return (await query.orderBy("user_id").execute()).map((row) => row.user_id);
}

/** How many students asked about each award, by its id. */
export async function openingAlertCounts(): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("opening_alerts")
    .select((eb) => ["scholarship_id", eb.fn.countAll<string>().as("students")])
    .groupBy("scholarship_id")
    .execute();
  return new Map(rows.map((row) => [row.scholarship_id, Number(row.students)]));
}

/** The listed awards the student asked about, as they read on `today`, oldest request first (a student's list is short: one indexed read each). */
export async function openingAlertScholarshipsOf(userId: string, today = todayUtc()): Promise<ScholarshipView[]> {
  const rows = await db()
    .selectFrom("opening_alerts")
    .select("scholarship_id")
    .where("user_id", "=", userId)
    .orderBy("requested_at")
    .orderBy("scholarship_id")
    .execute();
  const scholarships = await Promise.all(rows.map((row) => publicScholarship(row.scholarship_id, today)));
  return scholarships.filter((scholarship) => scholarship !== null);
}

/** An award the student asked about whose new cycle is confirmed with a closing day still to come: reminded like a saved one. */
export interface ConfirmedOpeningAlert {
  scholarshipId: string;
  title: string;
  /** "YYYY-MM-DD": the confirmed closing day. */
  closesOn: string;
  path: string;
}

export async function confirmedOpeningAlerts(userId: string, today: string): Promise<ConfirmedOpeningAlert[]> {
  return (await openingAlertScholarshipsOf(userId, today)).flatMap((scholarship) => {
    const { window } = scholarship;
    if (!isConfirmedWindow(window) || window.cycle.closesOn === null || window.cycle.closesOn < today) return [];
    return [{ scholarshipId: scholarship.id, title: scholarship.title, closesOn: window.cycle.closesOn, path: `/funding/scholarships/${scholarship.slug}` }];
  });
}

/**
 * One award the student asked about, as their calendar feed gives it: a
 * tentative entry on the first day of the month it is expected to open until
 * its dates are confirmed, then the confirmed closing day (or opening day when
 * no closing day is confirmed). One per award, so the feed keeps one entry
 * (one UID) that changes as the award does.
 */
export interface OpeningAlertCalendarItem {
  scholarshipId: string;
  path: string;
  status: "tentative" | "confirmed";
  /** "YYYY-MM-DD", an all-day entry. */
  date: string;
  summary: string;
  /** The window in the site's one sentence. */
  description: string;
}

export async function openingAlertCalendarItems(userId: string, today: string): Promise<OpeningAlertCalendarItem[]> {
  return (await openingAlertScholarshipsOf(userId, today)).flatMap((scholarship): OpeningAlertCalendarItem[] => {
    const { window } = scholarship;
    const base = { scholarshipId: scholarship.id, path: `/funding/scholarships/${scholarship.slug}`, description: windowSentence(window) };
    if (window.status === "expected" && window.opensAround !== null) {
      return [{ ...base, status: "tentative", date: `${window.opensAround}-01`, summary: `Expected: ${scholarship.title} opens` }];
    }
    const confirmed = isConfirmedWindow(window) ? confirmedDay(window) : null;
    if (!confirmed) return [];
    return [{ ...base, status: "confirmed", date: confirmed.day, summary: `${confirmed.closes ? "Deadline" : "Opens"}: ${scholarship.title}` }];
  });
}

/** How far ahead the admin's "opening soon" queue looks. */
export const OPENING_SOON_DAYS = 30;

/** An award expected to open soon whose new cycle nobody has confirmed yet. */
export interface OpeningSoonRow {
  scholarshipId: string;
  title: string;
  slug: string;
  /** "YYYY-MM" and its name ("January 2027"). */
  opensAround: string;
  opensAroundName: string;
  /** The years of the cycles the expectation is read from. */
  basis: number[];
  /** Students who asked to be told when it opens. */
  students: number;
  /** Its editor, where the new cycle is confirmed. */
  editHref: string;
}

/**
 * The admin's "opening soon" queue: every listed award whose expected window
 * (decision 0043) opens within 30 days of `today` and is not confirmed, those
 * expected soonest first, then those most students asked about. An expected
 * opening whose month is already over (the window underway) is left out: the
 * staleness queue has it.
 */
export async function openingSoon(today: string): Promise<OpeningSoonRow[]> {
  const [scholarships, counts] = await Promise.all([listScholarships({ includeClosed: true, on: today }), openingAlertCounts()]);
  const thisMonth = today.slice(0, 7);
  return scholarships
    .flatMap((scholarship): OpeningSoonRow[] => {
      const { window } = scholarship;
      if (window.status !== "expected" || window.opensAround === null) return [];
      if (daysBetween(today, `${window.opensAround}-01`) > OPENING_SOON_DAYS || (window.underway && window.opensAround < thisMonth)) return [];
      return [
        {
          scholarshipId: scholarship.id,
          title: scholarship.title,
          slug: scholarship.slug,
          opensAround: window.opensAround,
          opensAroundName: monthName(window.opensAround),
          basis: window.basis,
          students: counts.get(scholarship.id) ?? 0,
          editHref: `/admin/scholarships/${encodeURIComponent(scholarship.id)}/edit`,
        },
      ];
    })
    .sort((a, b) => a.opensAround.localeCompare(b.opensAround) || b.students - a.students || a.title.localeCompare(b.title));
}
