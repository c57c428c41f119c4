import { defineProjection } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { OpeningAlertCancelled, OpeningAlertRequested } from "./events.ts";
import type { OpeningAlertsTables } from "./tables.ts";

/** Who asked to be told when each award opens: the student's control, the reminders, the feed and the admin's queue read it. */
export const openingAlertsProjection = defineProjection<OpeningAlertsTables>({
  name: "portal.opening-alerts",
  kind: "read-model",
  handles: [OpeningAlertRequested, OpeningAlertCancelled, AccountDeleted],
  tables: ["opening_alerts"],
  async apply(trx, event) {
    const requested = OpeningAlertRequested.match(event);
    if (requested) {
      await trx
        .insertInto("opening_alerts")
        // The event's time, never now(): a replay rebuilds the same rows.
        .values({ user_id: requested.userId, scholarship_id: requested.scholarshipId, requested_at: event.recordedAt })
        .onConflict((oc) => oc.columns(["user_id", "scholarship_id"]).doNothing())
        .execute();
      return;
    }
    const cancelled = OpeningAlertCancelled.match(event);
    if (cancelled) {
      await trx.deleteFrom("opening_alerts").where("user_id", "=", cancelled.userId).where("scholarship_id", "=", cancelled.scholarshipId).execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("opening_alerts").where("user_id", "=", deleted.userId).execute();
  },
});
