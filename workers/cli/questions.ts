import { parseArgs } from "node:util";
import { z } from "zod";
import { catchUp, closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import {
  answerExpertQuestion,
  ExpertQuestionInvalidError,
  ExpertQuestionNotFoundError,
  expertQuestionsProjection,
  openExpertQuestions,
  QuestionAlreadyAnsweredError,
  startQuestionReview,
} from "../../modules/portal/index.ts";

/*
 * Operators can answer students' questions here too, without the admin inbox:
 *
 *   npm run questions:list
 *   npm run questions:review -- --id <question id>
 *   npm run questions:answer -- --id <question id> --by "<expert's name and role>" --answer "<text>"
 *
 * The list shows what answering needs (id, status, category, date, the
 * question) and nothing about who asked. Answering emails the student (the
 * workers' notifier), unless they turned expert answer emails off.
 */
const USAGE = `Usage:
  npm run questions:list
  npm run questions:review -- --id <question id>
  npm run questions:answer -- --id <question id> --by "<expert's name and role>" --answer "<text>"`;

const questionId = z.uuid({ error: "--id must be a question id from npm run questions:list" });

export async function main(argv: string[], out: (line: string) => void = console.log, err: (line: string) => void = console.error): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { id: { type: "string" }, by: { type: "string" }, answer: { type: "string" } } });
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const by = { actor: "operator", requestId: `cli-${Date.now()}` };
  try {
    switch (command) {
      case "list": {
        const open = await openExpertQuestions();
        if (open.length === 0) out("No questions are waiting for an answer.");
        for (const question of open) {
          out(`${question.id}  ${question.status}  ${question.category ?? "no category"}  asked ${question.submittedAt.toISOString()}`);
          out(`    ${question.question.replace(/\s+/g, " ")}`);
        }
        return 0;
      }
      case "review": {
        const id = questionId.safeParse(parsed.values.id);
        if (!id.success) return usageError(err, id.error.issues[0]!.message);
        await startQuestionReview(id.data, by);
        await catchUp(expertQuestionsProjection);
        out(`Question ${id.data} is in review.`);
        return 0;
      }
      case "answer": {
        const id = questionId.safeParse(parsed.values.id);
        if (!id.success) return usageError(err, id.error.issues[0]!.message);
        if (!parsed.values.by?.trim()) return usageError(err, '--by must name the expert, e.g. --by "Admissions adviser, Study Compass"');
        if (!parsed.values.answer?.trim()) return usageError(err, "--answer must hold the answer's text");
        await answerExpertQuestion(id.data, { answer: parsed.values.answer, answeredBy: parsed.values.by }, by);
        // The student's list shows it at once, whether or not a projector is running; the email goes out with the workers.
        await catchUp(expertQuestionsProjection);
        out(`Question ${id.data} is answered.`);
        return 0;
      }
      default:
        return usageError(err, command ? `Unknown command "${command}".` : "Name a command.");
    }
  } catch (error) {
    if (error instanceof ExpertQuestionNotFoundError || error instanceof QuestionAlreadyAnsweredError || error instanceof ExpertQuestionInvalidError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}

function usageError(err: (line: string) => void, message: string): number {
  err(`${message}\n${USAGE}`);
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } finally {
    await closeProjectionsQueue();
    await closeDatabase();
    await closeRedis();
  }
}
