import { defineProjection, type Projection } from "../../eventstore/index.ts";
import { studentAccountProfile } from "../../identity/index.ts";
import { configuredMailer, type Mailer } from "../../mail/index.ts";
import { answerEmail } from "./emails.ts";
import { QuestionAnswered } from "./events.ts";

/**
 * Emails a student when their question is answered. A side-effect projection:
 * it runs only live (never on a replay) and the email's id is
 * `{event id}:student`, so a retried batch sends it once. It reads the
 * student's address and `expertAnswerEmails` preference from identity's read
 * tables: an answer comes long after sign-up, so they are there, and a
 * deleted account has no row (nothing is sent; its answer reads as null too).
 * An address nobody has verified gets nothing but the verification email:
 * the answer stays in the portal.
 */
export function expertQuestionsNotifier(mailer: Mailer): Projection {
  return defineProjection({
    name: "portal.expert-questions.notifier",
    kind: "side-effect",
    handles: [QuestionAnswered],
    tables: [],
    async apply(trx, event) {
      const answered = QuestionAnswered.match(event);
      if (!answered?.answer) return;
      const student = await studentAccountProfile(answered.userId);
      if (!student || !student.emailVerified || !student.notifications.expertAnswerEmails) return;
      await mailer.send(
        trx,
        answerEmail(
          `${event.eventId}:student`,
          student.email,
          { firstName: student.firstName, answer: answered.answer, answeredBy: answered.answeredBy },
          event.recordedAt,
        ),
      );
    },
  });
}

let configured: Projection | undefined;

/** The notifier with the configured mailer (Resend when RESEND_API_KEY is set, else the outbox). */
export function expertQuestionsNotifierProjection(): Projection {
  configured ??= expertQuestionsNotifier(configuredMailer());
  return configured;
}
