import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { askExpertQuestion, expertQuestionOf, expertQuestionsProjection } from "../../modules/portal/index.ts";
import { startProjector } from "../projector.ts";
import { main } from "./questions.ts";

let projector: Awaited<ReturnType<typeof startProjector>>;
beforeAll(async () => {
  projector = await startProjector([expertQuestionsProjection]);
});
afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { status, out: out.join("\n"), err: err.join("\n") };
}

it("lists open questions without who asked, reviews one, answers it once", async () => {
  const userId = `student-${randomUUID()}`;
  const questionId = await askExpertQuestion(
    userId,
    { question: "Which documents does a study permit need?", category: "visa", askedFrom: "events" },
    { actor: userId, requestId: "t" },
  );

  const listed = await run("list");
  expect(listed.status).toBe(0);
  expect(listed.out).toContain(`${questionId}  pending  visa  asked `);
  expect(listed.out).toContain("Which documents does a study permit need?");
  expect(listed.out).not.toContain(userId);

  expect(await run("review", "--id", questionId)).toMatchObject({ status: 0, out: `Question ${questionId} is in review.` });
  expect((await expertQuestionOf(userId, questionId))?.status).toBe("in_review");

  const answered = await run(
    "answer",
    "--id",
    questionId,
    "--by",
    "Immigration adviser, Study Compass",
    "--answer",
    "Your letter of acceptance and proof of funds.",
  );
  expect(answered).toMatchObject({ status: 0, out: `Question ${questionId} is answered.` });
  expect(await expertQuestionOf(userId, questionId)).toMatchObject({ status: "answered", answeredBy: "Immigration adviser, Study Compass" });
  expect((await run("list")).out).not.toContain(questionId);

  expect(await run("answer", "--id", questionId, "--by", "Someone", "--answer", "Again")).toMatchObject({
    status: 1,
    err: "That question has already been answered.",
  });
});

it.each([
  [["answer", "--id", "not-an-id", "--by", "x", "--answer", "y"], 2, /--id must be a question id/],
  [["answer", "--id", randomUUID(), "--answer", "y"], 2, /--by must name the expert/],
  [["answer", "--id", randomUUID(), "--by", "x", "--answer", "  "], 2, /--answer must hold/],
  [["answer", "--id", randomUUID(), "--by", "x", "--answer", "y"], 1, /That question does not exist/],
  [["publish"], 2, /Unknown command "publish"/],
])("refuses %j with status %i", async (argv, status, message) => {
  const result = await run(...argv);
  expect(result.status).toBe(status);
  expect(result.err).toMatch(message);
});
