import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../../workers/projector.ts";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { deleteAccount, profilesProjection, registerUser, usersProjection } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { answerExpertQuestion, askExpertQuestion, expertQuestionsInbox, expertQuestionsProjection, startQuestionReview } from "./index.ts";

const by = { actor: "system", requestId: "questions-inbox-test" };
let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  projector = await startProjector([usersProjection, profilesProjection, expertQuestionsProjection]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

async function student() {
  const tag = randomUUID().slice(0, 8);
  return (await registerUser({ email: `inbox-${tag}@example.com`, password: "a long password 123", firstName: `Inbox${tag}`, lastName: "Student" }, by)).id;
}

describe("the admin's expert questions inbox", () => {
  it("lists newest first, filters by status, shows answers, and leaves out a deleted student's questions", async () => {
    const asker = await student();
    const first = await askExpertQuestion(asker, { question: "First question?", category: "visa", askedFrom: "events" }, by);
    const second = await askExpertQuestion(asker, { question: "Second question?", category: "general", askedFrom: "hub" }, by);
    const third = await askExpertQuestion(asker, { question: "Third question?", category: null, askedFrom: "events" }, by);
    await startQuestionReview(second, by);
    await answerExpertQuestion(third, { answer: "Yes.", answeredBy: "Admissions adviser" }, by);

    const all = (await expertQuestionsInbox({ status: null, page: 1 })).questions.map((question) => question.id);
    expect(all.filter((id) => [first, second, third].includes(id))).toEqual([third, second, first]);
    const inReview = await expertQuestionsInbox({ status: "in_review", page: 1 });
    expect(inReview.questions.map((question) => question.id)).toContain(second);
    expect(inReview.questions.every((question) => question.status === "in_review")).toBe(true);
    const answered = (await expertQuestionsInbox({ status: "answered", page: 1 })).questions.find((question) => question.id === third);
    expect(answered).toMatchObject({ answer: "Yes.", answeredBy: "Admissions adviser", askedFrom: "events", category: null });
    expect((await expertQuestionsInbox({ status: "pending", page: 1 })).questions.map((question) => question.id)).toContain(first);

    await deleteAccount(asker, "a long password 123", by);
    await expect.poll(async () => (await expertQuestionsInbox({ status: null, page: 1 })).questions.some((question) => question.id === first)).toBe(false);
  });

  it("clamps a page past the end to the last one", async () => {
    const inbox = await expertQuestionsInbox({ status: null, page: 10_000 });
    expect(inbox.page).toBe(inbox.pageCount);
  });
});
