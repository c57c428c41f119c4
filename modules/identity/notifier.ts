import { defineProjection, foldState, readStream, type Projection } from "../eventstore/index.ts";
import { configuredMailer, type Mailer } from "../mail/index.ts";
import { userDecider } from "./decide.ts";
import { passwordChangedEmail, publicOrigin, verificationEmail } from "./emails.ts";
import { EmailVerificationRequested, PasswordChanged, UserRegistered, userStream } from "./events.ts";
import { verificationExpiry, verificationToken } from "./verification.ts";

/**
 * Verification emails: one at sign-up (UserRegistered) and one per "resend"
 * (EmailVerificationRequested); and "your password was changed" on every
 * PasswordChanged (settings or reset link). A side-effect projection: it runs
 * only live, never on a replay, and each email's id is `{event id}:student`,
 * so a retried batch sends it once.
 */
export function identityNotifier(mailer: Mailer): Projection {
  return defineProjection({
    name: "identity.notifier",
    kind: "side-effect",
    handles: [UserRegistered, EmailVerificationRequested, PasswordChanged],
    tables: [],
    async apply(trx, event) {
      const changed = PasswordChanged.match(event);
      if (changed) {
        const user = foldState(userDecider, await readStream(trx, userStream(changed.userId)));
        if (!user.email || user.deleted) return;
        await mailer.send(
          trx,
          passwordChangedEmail(`${event.eventId}:student`, user.email, event.recordedAt, changed.via, `${publicOrigin()}/forgot-password`),
        );
        return;
      }
      const userId = (UserRegistered.match(event) ?? EmailVerificationRequested.match(event))?.userId;
      if (!userId) return;
      // The account as of the events (opened): deleted since, its address reads as null and nothing is sent.
      const user = foldState(userDecider, await readStream(trx, userStream(userId)));
      if (!user.email || user.deleted || user.emailVerified) return;
      const token = verificationToken(userId, user.email, verificationExpiry(event.recordedAt));
      const url = `${publicOrigin()}/verify-email?token=${encodeURIComponent(token)}`;
      await mailer.send(trx, verificationEmail(`${event.eventId}:student`, user.email, user.profile?.firstName ?? null, url, event.recordedAt));
    },
  });
}

let configured: Projection | undefined;

/** The notifier with the configured mailer (Resend when RESEND_API_KEY is set, else the outbox). */
export function identityNotifierProjection(): Projection {
  configured ??= identityNotifier(configuredMailer());
  return configured;
}
