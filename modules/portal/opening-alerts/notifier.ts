import { createHash } from "node:crypto";
import { comparePositions, defineProjection, foldState, readStream, type Projection, type RecordedEvent } from "../../eventstore/index.ts";
import { fundingWindow, ScholarshipListed, ScholarshipRevised, type Scholarship } from "../../funding/index.ts";
import { AccountDeleted, publicOrigin, studentAccountProfile } from "../../identity/index.ts";
import { configuredMailer, type Mailer } from "../../mail/index.ts";
import type { Handle } from "../../platform/index.ts";
import { openingAlertDecider } from "./decide.ts";
import { openingAlertEmail } from "./emails.ts";
import { openingAlertStream } from "./events.ts";
import type { OpeningAlertsTables } from "./tables.ts";
import { isConfirmedWindow } from "./windows.ts";

/** The scholarship's content just before `event` in its own stream: null when it was not listed then (new, or deleted). */
async function contentBefore<Given>(trx: Handle<Given>, event: RecordedEvent): Promise<Scholarship | null> {
  const history = await readStream(trx, event.streamId);
  let content: Scholarship | null = null;
  for (const earlier of history) {
    if (earlier.streamVersion >= event.streamVersion) break;
    const listed = ScholarshipListed.match(earlier) ?? ScholarshipRevised.match(earlier);
    content = listed ?? (earlier.type === "ScholarshipDeleted" ? null : content);
  }
  return content;
}

/** Who had asked about the award when the revision was recorded: the award's alert stream up to that point in the global order. */
async function studentsWhoAsked<Given>(trx: Handle<Given>, scholarshipId: string, revision: RecordedEvent): Promise<string[]> {
  const history = await readStream(trx, openingAlertStream(scholarshipId));
  const before = history.filter((event) => comparePositions(event, revision) < 0);
  return [...foldState(openingAlertDecider, before)].sort();
}

/**
 * A cycle's key in the email's id: its name, or its dates when the editor
 * gave it none. Hashed, so the id stays short and plain whatever the name holds.
 */
function cycleKey(content: Scholarship): string {
  const key = content.deadlineCycle !== null ? `name:${content.deadlineCycle}` : `dates:${content.opensOn ?? ""}/${content.deadline ?? ""}`;
  return createHash("sha256").update(key).digest("base64url").slice(0, 16);
}

/**
 * "Tell me when it opens", told (decision 0044): when a revision turns an
 * award's window from not confirmed (expected, no dates, no fixed window, or
 * not listed) into a confirmed cycle open or opening, on the day it was
 * recorded, every student who had asked gets one email with the new window,
 * to a verified address, whatever their reminder settings (this email is what
 * they asked for). A side-effect projection: live only, never on a replay; an
 * `opening_alert_emails` row per student, award and cycle, written in the same
 * transaction as the email, makes a retried batch, a second worker or the
 * same cycle confirmed again send nothing more. AccountDeleted forgets the
 * student's rows (their outbox copies go with identity's forgetRecipient).
 */
export function openingAlertsNotifier(mailer: Mailer): Projection {
  return defineProjection<OpeningAlertsTables>({
    name: "portal.opening-alerts-notifier",
    kind: "side-effect",
    handles: [ScholarshipListed, ScholarshipRevised, AccountDeleted],
    tables: [],
    async apply(trx, event) {
      const deleted = AccountDeleted.match(event);
      if (deleted) {
        await trx.deleteFrom("opening_alert_emails").where("user_id", "=", deleted.userId).execute();
        return;
      }
      const content = ScholarshipRevised.match(event) ?? ScholarshipListed.match(event);
      if (!content || !content.isActive) return;
      // The day it was recorded, never now(): a retry decides the same.
      const day = event.recordedAt.toISOString().slice(0, 10);
      const window = fundingWindow(content, day);
      if (!isConfirmedWindow(window)) return;
      const before = await contentBefore(trx, event);
      if (before?.isActive && isConfirmedWindow(fundingWindow(before, day))) return;
      const cycle = cycleKey(content);
      for (const userId of await studentsWhoAsked(trx, content.id, event)) {
        const student = await studentAccountProfile(userId);
        if (!student || !student.emailVerified) continue;
        const id = `opening-alert:${userId}:${content.id}:${cycle}`;
        const claimed = await trx
          .insertInto("opening_alert_emails")
          .values({ id, user_id: userId, scholarship_id: content.id, cycle: window.cycle.intake, sent_at: event.recordedAt })
          .onConflict((oc) => oc.column("id").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!claimed) continue;
        await mailer.send(
          trx,
          openingAlertEmail({
            id,
            to: student.email,
            userId,
            firstName: student.firstName,
            scholarship: content,
            window,
            cycleName: content.deadlineCycle,
            remindersOn: student.notifications.deadlineReminders,
            origin: publicOrigin(),
            createdAt: event.recordedAt,
          }),
        );
      }
    },
  });
}

let configured: Projection | undefined;

/** The notifier with the configured mailer (Resend when RESEND_API_KEY is set, else the outbox). */
export function openingAlertsNotifierProjection(): Projection {
  configured ??= openingAlertsNotifier(configuredMailer());
  return configured;
}
