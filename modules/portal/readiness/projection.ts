import { readinessView } from "./db.ts";
import type { Handle } from "../../platform/index.ts";
import { defineProjection, type RecordedEvent, type ProjectionTransaction } from "../../eventstore/index.ts";
import { AccountDeleted, profileCompleteness, ProfileUpdated, UserRegistered } from "../../identity/index.ts";
import { StudyProfileQuizCompleted } from "../../quiz/index.ts";
import { ChecklistActivated, ChecklistTaskCompleted, ChecklistTaskReopened, CustomTaskAdded } from "../checklists/index.ts";
import { ContentSaved, ContentUnsaved } from "../saved/index.ts";
import { SchoolShortlisted, SchoolUnshortlisted } from "../shortlist/index.ts";
import { readiness, type ReadinessInputs } from "./score.ts";
import type { ReadinessItemsTable, ReadinessTables } from "./tables.ts";

type Kind = ReadinessItemsTable["kind"];

/**
 * Each student's readiness inputs, score and daily score history, from the
 * events of every area that counts (profile, quiz, shortlist, saved items,
 * checklists). It keeps its own copy of what it counts, so it never reads
 * another projection's tables, whose progress it cannot know.
 */
export const readinessProjection = defineProjection<ReadinessTables>({
  name: "portal.readiness",
  kind: "read-model",
  // Version 2: checklist tasks count; the rebuild counts checklists activated before.
  // Version 3: citizenship is a seventh part of the profile's completeness; the rebuild rescores every profile.
  version: 3,
  handles: [
    UserRegistered,
    ProfileUpdated,
    StudyProfileQuizCompleted,
    SchoolShortlisted,
    SchoolUnshortlisted,
    ContentSaved,
    ContentUnsaved,
    ChecklistActivated,
    CustomTaskAdded,
    ChecklistTaskCompleted,
    ChecklistTaskReopened,
    AccountDeleted,
  ],
  tables: ["readiness_inputs", "readiness_items", "readiness_daily_scores"],
  async apply(trx, event) {
    const deleted = AccountDeleted.match(event);
    if (deleted) {
      for (const table of ["readiness_inputs", "readiness_items", "readiness_daily_scores"] as const) {
        await trx.deleteFrom(table).where("user_id", "=", deleted.userId).execute();
      }
      return;
    }
    // Sign-up gives a name; the profile page gives the rest. Both carry what completeness needs.
    const registered = UserRegistered.match(event);
    if (registered) {
      const none = {
        educationLevel: null,
        careerInterests: null,
        preferredDestinations: null,
        targetStartMonth: null,
        localCurrency: null,
        citizenship: null,
      };
      return setProfileCompleteness(
        trx,
        registered.userId,
        profileCompleteness({ firstName: registered.firstName, lastName: registered.lastName, ...none }),
        event,
      );
    }
    const profile = ProfileUpdated.match(event);
    if (profile) return setProfileCompleteness(trx, profile.userId, profileCompleteness(profile), event);
    const quiz = StudyProfileQuizCompleted.match(event);
    if (quiz) {
      await ensureInputs(trx, quiz.userId, event);
      await trx.updateTable("readiness_inputs").set({ quiz_completed: true }).where("user_id", "=", quiz.userId).execute();
      return rescore(trx, quiz.userId, event);
    }
    const shortlisted = SchoolShortlisted.match(event);
    if (shortlisted) return countItem(trx, shortlisted.userId, "school", shortlisted.schoolId, true, event);
    const unshortlisted = SchoolUnshortlisted.match(event);
    if (unshortlisted) return countItem(trx, unshortlisted.userId, "school", unshortlisted.schoolId, false, event);
    // Saved articles and scholarships count; a saved school is a bookmark, the shortlist is what counts for schools.
    const saved = ContentSaved.match(event) ?? ContentUnsaved.match(event);
    if (saved && saved.contentType !== "school") {
      return countItem(trx, saved.userId, saved.contentType, saved.contentId, event.type === ContentSaved.type, event);
    }
    // Checklist tasks: the checklists' decider appends only real changes (a task ticked once, a task added once), so counting by the events is exact.
    const activated = ChecklistActivated.match(event);
    if (activated) return countTasks(trx, activated.userId, activated.tasks.length, 0, event);
    const added = CustomTaskAdded.match(event);
    if (added) return countTasks(trx, added.userId, 1, 0, event);
    const completed = ChecklistTaskCompleted.match(event);
    if (completed) return countTasks(trx, completed.userId, 0, 1, event);
    const reopened = ChecklistTaskReopened.match(event);
    if (reopened) return countTasks(trx, reopened.userId, 0, -1, event);
  },
});

async function setProfileCompleteness(trx: ProjectionTransaction<ReadinessTables>, userId: string, completeness: number, event: RecordedEvent): Promise<void> {
  await ensureInputs(trx, userId, event);
  await trx.updateTable("readiness_inputs").set({ profile_completeness: completeness }).where("user_id", "=", userId).execute();
  await rescore(trx, userId, event);
}

async function ensureInputs(trx: ProjectionTransaction<ReadinessTables>, userId: string, event: RecordedEvent): Promise<void> {
  await trx
    .insertInto("readiness_inputs")
    .values({ user_id: userId, updated_at: event.recordedAt })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

async function countItem(trx: ProjectionTransaction<ReadinessTables>, userId: string, kind: Kind, itemId: string, counted: boolean, event: RecordedEvent) {
  await ensureInputs(trx, userId, event);
  if (counted) {
    await trx
      .insertInto("readiness_items")
      .values({ user_id: userId, kind, item_id: itemId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await trx.deleteFrom("readiness_items").where("user_id", "=", userId).where("kind", "=", kind).where("item_id", "=", itemId).execute();
  }
  await rescore(trx, userId, event);
}

async function countTasks(trx: ProjectionTransaction<ReadinessTables>, userId: string, total: number, completed: number, event: RecordedEvent): Promise<void> {
  await ensureInputs(trx, userId, event);
  await trx
    .updateTable("readiness_inputs")
    .set((eb) => ({
      checklist_tasks_total: eb("checklist_tasks_total", "+", total),
      checklist_tasks_completed: eb("checklist_tasks_completed", "+", completed),
    }))
    .where("user_id", "=", userId)
    .execute();
  await rescore(trx, userId, event);
}

/** Recomputes the score from the stored inputs and records it for the event's day. */
async function rescore(trx: ProjectionTransaction<ReadinessTables>, userId: string, event: RecordedEvent): Promise<void> {
  await ensureInputs(trx, userId, event);
  const inputs = await readinessInputs(trx, userId);
  const { score } = readiness(inputs);
  await trx.updateTable("readiness_inputs").set({ score, updated_at: event.recordedAt }).where("user_id", "=", userId).execute();
  await trx
    .insertInto("readiness_daily_scores")
    .values({ user_id: userId, day: event.recordedAt.toISOString().slice(0, 10), score })
    .onConflict((oc) => oc.columns(["user_id", "day"]).doUpdateSet({ score }))
    .execute();
}

/** Reads through the caller's handle: the projection's transaction when it rescores, the pool for a page. */
export async function readinessInputs<Given>(handle: Handle<Given>, userId: string): Promise<ReadinessInputs> {
  const executor = readinessView(handle);
  const row = await executor.selectFrom("readiness_inputs").selectAll().where("user_id", "=", userId).executeTakeFirst();
  const counts = await executor
    .selectFrom("readiness_items")
    .select(["kind", (eb) => eb.fn.countAll<string>().as("count")])
    .where("user_id", "=", userId)
    .groupBy("kind")
    .execute();
  const count = (kind: Kind) => Number(counts.find((entry) => entry.kind === kind)?.count ?? 0);
  return {
    profileCompleteness: row?.profile_completeness ?? 0,
    quizCompleted: row?.quiz_completed ?? false,
    checklistTasksTotal: row?.checklist_tasks_total ?? 0,
    checklistTasksCompleted: row?.checklist_tasks_completed ?? 0,
    shortlistedSchools: count("school"),
    savedScholarships: count("scholarship"),
    savedArticles: count("article"),
  };
}
