import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../../workers/projector.ts";
import { projections } from "../../operations/index.ts";
import { db } from "../../database.ts";
import { catchUp, closeProjectionsQueue, readStream, rebuildProjection } from "../../eventstore/index.ts";
import { deleteAccount, registerUser, setNotificationPreferences, verifyEmail } from "../../identity/index.ts";
import { verificationExpiry, verificationToken } from "../../identity/verification.ts";
import { outboxEmails, outboxMailer } from "../../mail/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import {
  answerExpertQuestion,
  ANSWER_EMAIL_SUBJECT,
  askExpertQuestion,
  expertQuestionOf,
  expertQuestionsNotifier,
  expertQuestionsOf,
  expertQuestionsProjection,
  expertQuestionStream,
  ExpertQuestionNotFoundError,
  QuestionAlreadyAnsweredError,
  startQuestionReview,
} from "./index.ts";

const PASSWORD = "a long password 123";
const by = { actor: "system", requestId: "questions-test" };
const operator = { actor: "operator", requestId: "questions-test" };
const notifier = expertQuestionsNotifier(outboxMailer);
let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  // Every read model the workers run, with this notifier writing to the outbox whatever the environment says.
  projector = await startProjector([...projections.filter((projection) => projection.kind !== "side-effect"), notifier]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

/** A new student, who opened the verification link unless told otherwise (an unverified address gets only that email). */
async function newStudent({ verified = true } = {}) {
  const tag = randomUUID().slice(0, 8);
  const email = `asker-${tag}@example.com`;
  const user = await registerUser({ email, password: PASSWORD, firstName: `Kezia${tag}`, lastName: "Baptiste" }, by);
  if (verified) await verifyEmail(verificationToken(user.id, user.email, verificationExpiry(new Date())), by);
  return { userId: user.id, email };
}

async function emailsTo(address: string) {
  await catchUp(notifier);
  return (await outboxEmails({ to: address })).filter((email) => email.subject === ANSWER_EMAIL_SUBJECT);
}

describe("asking and answering, end to end through the store", () => {
  it("a question is listed pending, then in review, then answered; the student gets exactly one email with the answer and a link", async () => {
    const student = await newStudent();
    const questionId = await askExpertQuestion(student.userId, { question: "  Do I need IELTS for UWI?  ", category: "admissions", askedFrom: "hub" }, by);
    expect(await expertQuestionsOf(student.userId)).toEqual([
      expect.objectContaining({ id: questionId, question: "Do I need IELTS for UWI?", status: "pending" }),
    ]);

    await startQuestionReview(questionId, operator);
    expect((await expertQuestionOf(student.userId, questionId))?.status).toBe("in_review");

    await answerExpertQuestion(
      questionId,
      { answer: "Usually not: English is the language of instruction <b>at UWI</b>.", answeredBy: "Admissions adviser" },
      operator,
    );
    expect(await expertQuestionOf(student.userId, questionId)).toEqual(
      expect.objectContaining({
        status: "answered",
        answer: "Usually not: English is the language of instruction <b>at UWI</b>.",
        answeredBy: "Admissions adviser",
      }),
    );
    await expect(answerExpertQuestion(questionId, { answer: "Again", answeredBy: "Someone" }, operator)).rejects.toThrow(QuestionAlreadyAnsweredError);

    const emails = await emailsTo(student.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.text).toContain("Usually not: English is the language of instruction <b>at UWI</b>.");
    expect(email!.text).toContain("/portal/exclusive?tab=expert");
    // The answer is escaped in the HTML part.
    expect(email!.html).toContain("&lt;b&gt;at UWI&lt;/b&gt;");
    expect(email!.html).not.toContain("<b>at UWI</b>");

    // Caught up again, and after a rebuild of the read model: nothing more is sent.
    await catchUp(notifier);
    await rebuildProjection(expertQuestionsProjection);
    expect(await emailsTo(student.email)).toHaveLength(1);
    expect((await expertQuestionOf(student.userId, questionId))?.status).toBe("answered");
  });

  it("a student who turned expert answer emails off gets no email, and the answer is still shown", async () => {
    const student = await newStudent();
    await setNotificationPreferences(student.userId, { deadlineReminders: true, eventEmails: true, expertAnswerEmails: false }, by);
    const questionId = await askExpertQuestion(student.userId, { question: "What is a study permit?", category: null, askedFrom: "events" }, by);
    await answerExpertQuestion(questionId, { answer: "The document that lets you study in Canada.", answeredBy: "Immigration adviser" }, operator);
    expect(await emailsTo(student.email)).toEqual([]);
    expect((await expertQuestionOf(student.userId, questionId))?.status).toBe("answered");
  });

  it("a student who has not verified their address gets no email (only the verification one), and the answer is still shown", async () => {
    const student = await newStudent({ verified: false });
    const questionId = await askExpertQuestion(student.userId, { question: "Is my address verified?", category: "admissions", askedFrom: "hub" }, by);
    await answerExpertQuestion(questionId, { answer: "Not yet: open the link we emailed you.", answeredBy: "Support" }, operator);
    expect(await emailsTo(student.email)).toEqual([]);
    expect((await expertQuestionOf(student.userId, questionId))?.status).toBe("answered");
  });

  it("a deleted student's question leaves the table, its text can no longer be read, and answering it is refused (nothing sent)", async () => {
    const student = await newStudent();
    const questionId = await askExpertQuestion(student.userId, { question: "Can my parents visit?", category: "immigration", askedFrom: "hub" }, by);
    await deleteAccount(student.userId, PASSWORD, by);
    await catchUp(expertQuestionsProjection);
    expect(await expertQuestionsOf(student.userId)).toEqual([]);
    await expect(answerExpertQuestion(questionId, { answer: "Yes, with a visitor visa.", answeredBy: "Immigration adviser" }, operator)).rejects.toThrow(
      ExpertQuestionNotFoundError,
    );
    expect(await emailsTo(student.email)).toEqual([]);
    const stream = await readStream(db(), expertQuestionStream(questionId));
    expect(stream.map((event) => [event.type, (event.data as { question: unknown }).question])).toEqual([["QuestionAsked", null]]);
  });
});
