import { defineProjection, foldState, readStream, type Projection } from "../eventstore/index.ts";
import { configuredMailer, type Mailer } from "../mail/index.ts";
import { consultationEmails } from "./emails.ts";
import { counselorDecider } from "./decide.ts";
import { ConsultationRequested, counselorStream } from "./events.ts";

/**
 * Emails on each ConsultationRequested: a side-effect projection, so it runs
 * only live (never replayed) and each email is keyed by the event id and the
 * recipient's role, which makes a redelivered or retried batch send once.
 */
export function counselingNotifier(mailer: Mailer): Projection {
  return defineProjection({
    name: "counseling.notifier",
    kind: "side-effect",
    handles: [ConsultationRequested],
    tables: [],
    async apply(trx, event) {
      const request = ConsultationRequested.match(event);
      if (!request) return;
      // The counselor as of the events, not a read table another projection may not have reached yet.
      const counselor = foldState(counselorDecider, await readStream(trx, counselorStream(request.counselorId)));
      if (!counselor) throw new Error(`Counselor ${request.counselorId} has no profile`);
      for (const email of consultationEmails(request, counselor, event.eventId, event.recordedAt)) await mailer.send(trx, email);
    },
  });
}

let configured: Projection | undefined;

/** The notifier with the configured mailer (Resend when RESEND_API_KEY is set, else the outbox). */
export function counselingNotifierProjection(): Projection {
  configured ??= counselingNotifier(configuredMailer());
  return configured;
}
