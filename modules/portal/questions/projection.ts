import { defineProjection } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { QuestionAnswered, QuestionAsked, QuestionReviewStarted } from "./events.ts";
import type { ExpertQuestionsTables } from "./tables.ts";

/** Each student's questions to the experts, with their status and answer. */
export const expertQuestionsProjection = defineProjection<ExpertQuestionsTables>({
  name: "portal.expert-questions",
  kind: "read-model",
  handles: [QuestionAsked, QuestionReviewStarted, QuestionAnswered, AccountDeleted],
  tables: ["expert_questions"],
  async apply(trx, event) {
    const asked = QuestionAsked.match(event);
    if (asked) {
      // Read as null: the student's account (and key) is gone; their question stays out of the table.
      if (asked.question === null) return;
      await trx
        .insertInto("expert_questions")
        .values({
          id: asked.questionId,
          user_id: asked.userId,
          question: asked.question,
          category: asked.category,
          status: "pending",
          answer: null,
          answered_by: null,
          asked_from: asked.askedFrom,
          // The event's time, never now(): a replay rebuilds the same rows.
          submitted_at: event.recordedAt,
          answered_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    const review = QuestionReviewStarted.match(event);
    if (review) {
      await trx.updateTable("expert_questions").set({ status: "in_review" }).where("id", "=", review.questionId).where("user_id", "=", review.userId).execute();
      return;
    }
    const answered = QuestionAnswered.match(event);
    if (answered) {
      await trx
        .updateTable("expert_questions")
        .set({ status: "answered", answer: answered.answer, answered_by: answered.answeredBy, answered_at: new Date(answered.answeredAt) })
        .where("id", "=", answered.questionId)
        .where("user_id", "=", answered.userId)
        .execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("expert_questions").where("user_id", "=", deleted.userId).execute();
  },
});
