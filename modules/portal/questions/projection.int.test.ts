import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { QuestionAnswered, QuestionAsked, QuestionReviewStarted } from "./events.ts";
import { expertQuestionsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const questionA1 = "00000000-0000-4000-8000-0000000000a1";
const questionA2 = "00000000-0000-4000-8000-0000000000a2";
const questionB1 = "00000000-0000-4000-8000-0000000000b1";
const askedAt = new Date("2026-11-20T10:00:00Z");
const answeredAt = "2026-11-21T16:30:00.000Z";

const aAsksHub = QuestionAsked.create({
  questionId: questionA1,
  userId: "student-a",
  question: "Which Canadian provinces fund CAPE students?",
  category: "scholarships",
  askedFrom: "hub",
});
const aAsksEvents = QuestionAsked.create({
  questionId: questionA2,
  userId: "student-a",
  question: "When should I book my visa appointment?",
  category: null,
  askedFrom: "events",
});
const bAsks = QuestionAsked.create({
  questionId: questionB1,
  userId: "student-b",
  question: "Is UWI cheaper than UK study?",
  category: "financial",
  askedFrom: "events",
});
const answerA1 = QuestionAnswered.create({
  questionId: questionA1,
  userId: "student-a",
  answer: "Look at provincial awards first.",
  answeredBy: "Funding adviser",
  answeredAt,
});

describe("the expert questions projection", () => {
  it("given a question asked, then it is pending, private, unanswered and dated by its event", async () => {
    await projectionSpec(expertQuestionsProjection)
      .given([{ event: aAsksHub, recordedAt: askedAt }])
      .then({
        expert_questions: [
          {
            id: questionA1,
            user_id: "student-a",
            question: "Which Canadian provinces fund CAPE students?",
            category: "scholarships",
            status: "pending",
            answer: null,
            answered_by: null,
            is_private: true,
            asked_from: "hub",
            submitted_at: askedAt,
            answered_at: null,
          },
        ],
      });
  });

  it("given a review then an answer, then the row is answered with the answer, the expert and the answer's time", async () => {
    await projectionSpec(expertQuestionsProjection)
      .given([aAsksHub, QuestionReviewStarted.create({ questionId: questionA1, userId: "student-a" }), answerA1, aAsksEvents])
      .then({
        expert_questions: [
          expect.objectContaining({
            id: questionA1,
            status: "answered",
            answer: "Look at provincial awards first.",
            answered_by: "Funding adviser",
            answered_at: new Date(answeredAt),
          }),
          expect.objectContaining({ id: questionA2, status: "pending", category: null, asked_from: "events", answer: null }),
        ],
      });
  });

  it("given a review started, then the question reads In Review", async () => {
    await projectionSpec(expertQuestionsProjection)
      .given([aAsksHub, QuestionReviewStarted.create({ questionId: questionA1, userId: "student-a" })])
      .then({ expert_questions: [expect.objectContaining({ id: questionA1, status: "in_review" })] });
  });

  it("given an event naming another student for a question, then that question does not change", async () => {
    await projectionSpec(expertQuestionsProjection)
      .given([bAsks, QuestionAnswered.create({ questionId: questionB1, userId: "student-a", answer: "Not theirs", answeredBy: "Someone", answeredAt })])
      .then({ expert_questions: [expect.objectContaining({ id: questionB1, status: "pending", answer: null })] });
  });

  it("given AccountDeleted, then every question of that student is deleted and the other student's stay", async () => {
    await projectionSpec(expertQuestionsProjection)
      .given([aAsksHub, aAsksEvents, bAsks, answerA1, AccountDeleted.create({ userId: "student-a" })])
      .then({ expert_questions: [expect.objectContaining({ id: questionB1, user_id: "student-b" })] });
  });

  it("given a question whose text reads as null (its student's key destroyed), then no row is made for it", async () => {
    const shredded = QuestionAsked.create({ questionId: questionA1, userId: "student-a", question: null, category: "general", askedFrom: "hub" });
    await projectionSpec(expertQuestionsProjection)
      .given([shredded, { ...answerA1, data: { ...answerA1.data, answer: null } }, bAsks])
      .then({ expert_questions: [expect.objectContaining({ id: questionB1 })] });
  });
});
