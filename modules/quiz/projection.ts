import { defineProjection } from "../eventstore/index.ts";
import { AccountDeleted } from "../identity/index.ts";
import { StudyProfileQuizCompleted } from "./events.ts";

/** Each student's latest quiz result; a retaken quiz replaces the earlier one; a deleted account's goes. */
export const studentProfilesProjection = defineProjection({
  name: "quiz.student-profiles",
  // 2: removes a deleted account's row.
  version: 2,
  kind: "read-model",
  handles: [StudyProfileQuizCompleted, AccountDeleted],
  tables: ["student_profiles"],
  async apply(trx, event) {
    const deleted = AccountDeleted.match(event);
    if (deleted) {
      await trx.deleteFrom("student_profiles").where("user_id", "=", deleted.userId).execute();
      return;
    }
    const completed = StudyProfileQuizCompleted.match(event);
    if (!completed) return;
    const columns = {
      personality_type: completed.result.personality,
      preferred_destinations: JSON.stringify(completed.result.studyDestinations),
      career_interests: JSON.stringify(completed.result.studyFields),
      quiz_answers: JSON.stringify(completed.answers),
      // The event's time, never now(): a replay must rebuild the same rows.
      quiz_completed_at: event.recordedAt,
      updated_at: event.recordedAt,
    };
    await trx
      .insertInto("student_profiles")
      .values({ user_id: completed.userId, ...columns })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(columns))
      .execute();
  },
});
