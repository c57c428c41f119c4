import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { ExpertQuestionInvalidError, ExpertQuestionNotFoundError, QuestionAlreadyAnsweredError, expertQuestionDecider } from "./decide.ts";
import { QUESTION_MAX_LENGTH, QuestionAnswered, QuestionAsked, QuestionReviewStarted } from "./events.ts";

const spec = deciderSpec(expertQuestionDecider);
const questionId = "00000000-0000-4000-8000-000000000001";
const userId = "student-a";
const answeredAt = new Date("2026-11-25T15:00:00Z");
const asked = QuestionAsked.create({ questionId, userId, question: "Can I work while I study in Canada?", category: "immigration", askedFrom: "hub" });
const reviewing = QuestionReviewStarted.create({ questionId, userId });
const answerCommand = {
  kind: "answer" as const,
  questionId,
  answer: "Yes, within the limits of your study permit.",
  answeredBy: "Study Compass adviser",
  answeredAt,
};
const answered = QuestionAnswered.create({
  questionId,
  userId,
  answer: "Yes, within the limits of your study permit.",
  answeredBy: "Study Compass adviser",
  answeredAt: answeredAt.toISOString(),
});

describe("asking an expert", () => {
  it("given nothing, when a student asks from the hub, then the question is asked, trimmed", () => {
    spec
      .given([])
      .when({ kind: "ask", questionId, userId, question: "  Can I work while I study in Canada?\n", category: "immigration", askedFrom: "hub" })
      .then([asked]);
  });

  it("given nothing, when a student asks from the events screen without a category, then it is asked with none", () => {
    spec
      .given([])
      .when({ kind: "ask", questionId, userId, question: "How do I choose a program?", category: null, askedFrom: "events" })
      .then([QuestionAsked.create({ questionId, userId, question: "How do I choose a program?", category: null, askedFrom: "events" })]);
  });

  it.each([
    ["empty", ""],
    ["only spaces and newlines", "   \n\t "],
  ])("given nothing, when the question is %s, then it is refused as blank", (_name, question) => {
    spec.given([]).when({ kind: "ask", questionId, userId, question, category: "general", askedFrom: "hub" }).then(ExpertQuestionInvalidError);
  });

  it("given nothing, when the question is one character over the limit, then it is refused; at the limit it is asked", () => {
    spec
      .given([])
      .when({ kind: "ask", questionId, userId, question: "x".repeat(QUESTION_MAX_LENGTH + 1), category: "general", askedFrom: "hub" })
      .then(new ExpertQuestionInvalidError("question", "Your question can be at most 2,000 characters. Shorten it and submit again."));
    const longest = "x".repeat(QUESTION_MAX_LENGTH);
    spec
      .given([])
      .when({ kind: "ask", questionId, userId, question: longest, category: "general", askedFrom: "hub" })
      .then([QuestionAsked.create({ questionId, userId, question: longest, category: "general", askedFrom: "hub" })]);
  });

  it.each([
    ["the hub with an events-screen category", "visa", "hub"],
    ["the hub with no category", null, "hub"],
    ["the events screen with a hub category", "student_life", "events"],
  ] as const)("given nothing, when asked from %s, then it is refused", (_name, category, askedFrom) => {
    spec.given([]).when({ kind: "ask", questionId, userId, question: "Which intake?", category, askedFrom }).then(ExpertQuestionInvalidError);
  });

  it("given the question asked, when the same id is asked again (a retry), then nothing more happens", () => {
    spec.given([asked]).when({ kind: "ask", questionId, userId, question: "Again", category: "general", askedFrom: "hub" }).then([]);
  });
});

describe("reviewing and answering", () => {
  it("given the question asked, when another student sends its id (a forged submission id), then it is refused as not found", () => {
    spec
      .given([asked])
      .when({ kind: "ask", questionId, userId: "someone-else", question: "Mine now", category: "general", askedFrom: "hub" })
      .then(ExpertQuestionNotFoundError);
  });

  it("given a pending question, when an expert starts the review, then it is in review", () => {
    spec.given([asked]).when({ kind: "start-review", questionId }).then([reviewing]);
  });

  it("given a question in review, when the review starts again, then nothing changes", () => {
    spec.given([asked, reviewing]).when({ kind: "start-review", questionId }).then([]);
  });

  it("given a question in review, when the expert answers, then it is answered with the expert's name and time", () => {
    spec.given([asked, reviewing]).when(answerCommand).then([answered]);
  });

  it("given a pending question, when the expert answers straight away, then it is answered", () => {
    spec.given([asked]).when(answerCommand).then([answered]);
  });

  it("given an answered question, when it is answered again, then it is refused (an answer is final)", () => {
    spec.given([asked, answered]).when(answerCommand).then(QuestionAlreadyAnsweredError);
  });

  it("given an answered question, when a review starts, then it is refused", () => {
    spec.given([asked, answered]).when({ kind: "start-review", questionId }).then(QuestionAlreadyAnsweredError);
  });

  it("given no question, when an expert reviews or answers it, then it is refused as not found", () => {
    spec.given([]).when({ kind: "start-review", questionId }).then(ExpertQuestionNotFoundError);
    spec.given([]).when(answerCommand).then(ExpertQuestionNotFoundError);
  });

  it("given a question whose text reads as null (its student deleted their account), when an expert answers or reviews it, then it is refused as not found", () => {
    const shredded = QuestionAsked.create({ questionId, userId, question: null, category: "general", askedFrom: "hub" });
    spec.given([shredded]).when(answerCommand).then(ExpertQuestionNotFoundError);
    spec.given([shredded]).when({ kind: "start-review", questionId }).then(ExpertQuestionNotFoundError);
  });

  it.each([
    ["a blank answer", { answer: "  ", answeredBy: "Adviser" }],
    ["no expert named", { answer: "Yes.", answeredBy: " " }],
  ])("given a pending question, when %s is given, then it is refused", (_name, input) => {
    spec
      .given([asked])
      .when({ ...answerCommand, ...input })
      .then(ExpertQuestionInvalidError);
  });
});
