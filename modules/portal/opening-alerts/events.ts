import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";

const alert = z.object({ userId: z.string().min(1), scholarshipId: z.string().min(1).max(200) });

/** A signed-in student asked to be emailed when the award's new cycle is confirmed. */
export const OpeningAlertRequested = defineEvent("OpeningAlertRequested", alert);
/** The student no longer wants to be told (nor reminded through the alert). */
export const OpeningAlertCancelled = defineEvent("OpeningAlertCancelled", alert);

/**
 * One stream per award, like an event's seats (decision 0038): who asked to be
 * told is then the award's own stream as it read at a revision, so the email
 * never waits on a read table that may lag (decision 0044).
 */
export const openingAlertStream = (scholarshipId: string) => `opening-alerts-${scholarshipId}`;
