import { defineProjection, foldState, readStream, type Projection } from "../eventstore/index.ts";
import { AccountDeleted } from "../identity/index.ts";
import { configuredMailer, forgetEmailsAbout, type Mailer } from "../mail/index.ts";
import { consultationEmails } from "./emails.ts";
import { counselorDecider } from "./decide.ts";
import { ConsultationRequested, ConsultationRequestErased, consultationSubject, counselorStream } from "./events.ts";

/**
 * Emails on each ConsultationRequested: a side-effect projection, so it runs
 * only live (never replayed) and each email is keyed by the event id and the
 * recipient's role, which makes a redelivered or retried batch send once.
 * An erased request (by an admin, or its sender's account deleted) loses the
 * outbox copies of its emails here, after they were written: one projector
 * reads the events in order, so a copy can never be written after its erasure.
 */
export function counselingNotifier(mailer: Mailer): Projection {
  return defineProjection({
    name: "counseling.notifier",
    kind: "side-effect",
    handles: [ConsultationRequested, ConsultationRequestErased, AccountDeleted],
    tables: [],
    async apply(trx, event) {
      const erased = ConsultationRequestErased.match(event);
      if (erased) return forgetEmailsAbout(trx, consultationSubject(erased.requestId));
      const deleted = AccountDeleted.match(event);
      if (deleted) return forgetEmailsAbout(trx, deleted.userId);
      const request = ConsultationRequested.match(event);
      // Erased before its emails went out: its sender's fields read as null, and nothing is sent.
      if (!request || request.studentName === null || request.studentEmail === null) return;
      // The counselor as of the events, not a read table another projection may not have reached yet.
      const counselor = foldState(counselorDecider, await readStream(trx, counselorStream(request.counselorId)));
      if (!counselor) throw new Error(`Counselor ${request.counselorId} has no profile`);
      const readable = { ...request, studentName: request.studentName, studentEmail: request.studentEmail };
      for (const email of consultationEmails(readable, counselor, event.eventId, event.recordedAt)) await mailer.send(trx, email);
    },
  });
}

let configured: Projection | undefined;

/** The notifier with the configured mailer (Resend when RESEND_API_KEY is set, else the outbox). */
export function counselingNotifierProjection(): Projection {
  configured ??= counselingNotifier(configuredMailer());
  return configured;
}
