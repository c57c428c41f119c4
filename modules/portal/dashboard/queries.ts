import { daysBetween } from "../../platform/index.ts";
import { exclusiveEventsFor, type ExclusiveEventView } from "../exclusive-events/index.ts";
import { studentChecklistProgress, type ChecklistProgress } from "../checklists/index.ts";
import { studentReadiness, type StudentReadiness } from "../readiness/index.ts";
import { recentlySaved, savedItemsOf, type SavedItemView } from "../saved/index.ts";
import { upcomingShortlistDeadlines, type ShortlistDeadline } from "../shortlist/index.ts";

/** A saved scholarship's deadline still to come, soonest first. */
export interface ScholarshipDeadline {
  itemId: string;
  title: string;
  path: string;
  /** "YYYY-MM-DD". */
  deadline: string;
  daysLeft: number;
}

export interface StudentDashboard {
  readiness: StudentReadiness;
  recentlySaved: SavedItemView[];
  scholarshipDeadlines: ScholarshipDeadline[];
  schoolDeadlines: ShortlistDeadline[];
  /** The next two upcoming events, with whether the student is registered. */
  upcomingEvents: ExclusiveEventView[];
  checklists: ChecklistProgress;
}

/** Everything the dashboard shows, from the student's own items, as of `today` ("YYYY-MM-DD"). */
export async function studentDashboard(userId: string, today: string): Promise<StudentDashboard> {
  const [readiness, recent, scholarships, schoolDeadlines, events, checklists] = await Promise.all([
    studentReadiness(userId, today),
    recentlySaved(userId, 4),
    savedItemsOf(userId, { contentType: "scholarship" }),
    upcomingShortlistDeadlines(userId, { today }),
    exclusiveEventsFor(userId),
    studentChecklistProgress(userId),
  ]);
  return {
    readiness,
    recentlySaved: recent,
    scholarshipDeadlines: scholarshipDeadlinesFrom(scholarships, today),
    schoolDeadlines: schoolDeadlines.slice(0, 5),
    upcomingEvents: events.filter((event) => event.status === "upcoming").slice(0, 2),
    checklists,
  };
}

/** Saved scholarships not yet applied for (or decided) whose deadline is today or later, soonest first. */
export function scholarshipDeadlinesFrom(items: readonly SavedItemView[], today: string): ScholarshipDeadline[] {
  const deadlines: ScholarshipDeadline[] = [];
  for (const item of items) {
    if (item.contentType !== "scholarship" || !item.scholarship || !item.path || !item.title) continue;
    if (["applied", "awarded", "rejected"].includes(item.status)) continue;
    const deadline = item.scholarship.deadline;
    if (!deadline || deadline < today) continue;
    deadlines.push({ itemId: item.id, title: item.title, path: item.path, deadline, daysLeft: daysBetween(today, deadline) });
  }
  return deadlines.sort((a, b) => a.deadline.localeCompare(b.deadline)).slice(0, 5);
}
