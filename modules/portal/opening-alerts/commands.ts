import { handleCommand, type Actor } from "../../eventstore/index.ts";
import { publicScholarship } from "../../funding/index.ts";
import { openingAlertDecider } from "./decide.ts";
import { openingAlertStream } from "./events.ts";
import { openingAlertsProjection } from "./projection.ts";

/** The award named does not exist or is not public: nobody can ask to be told about it. */
export class UnknownScholarshipError extends Error {
  constructor(readonly scholarshipId: string) {
    super("That scholarship does not exist, or is no longer listed.");
    this.name = "UnknownScholarshipError";
  }
}

// The next page shows the control's new state: wait (bounded) until it does.
const readYourWrites = { waitFor: [openingAlertsProjection] };

/**
 * The student asks to be emailed when the award's new cycle is confirmed;
 * asking again changes nothing. Students on one award share its stream, so a
 * burst of them on a popular award retries a few more times than the default.
 */
export async function requestOpeningAlert(userId: string, scholarshipId: string, by: Actor): Promise<void> {
  if ((await publicScholarship(scholarshipId))?.id !== scholarshipId) throw new UnknownScholarshipError(scholarshipId);
  await handleCommand(openingAlertDecider, openingAlertStream(scholarshipId), { kind: "request", userId, scholarshipId }, by, {
    ...readYourWrites,
    retries: 8,
  });
}

/** The student stops the alert (and the reminders it brought); one never asked is a no-op. An award unlisted since can still be cancelled. */
export async function cancelOpeningAlert(userId: string, scholarshipId: string, by: Actor): Promise<void> {
  await handleCommand(openingAlertDecider, openingAlertStream(scholarshipId), { kind: "cancel", userId, scholarshipId }, by, { ...readYourWrites, retries: 8 });
}
