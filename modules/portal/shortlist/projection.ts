import { defineProjection } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { NEW_ENTRY, SchoolShortlisted, SchoolUnshortlisted, ShortlistEntryNoted, ShortlistPriorityChanged, ShortlistStatusChanged } from "./events.ts";
import type { ShortlistTables } from "./tables.ts";

export const shortlistEntryId = (userId: string, schoolId: string) => `${userId}:${schoolId}`;

/** Each student's shortlist entries; a deleted account's rows go with it. */
export const shortlistProjection = defineProjection<ShortlistTables>({
  name: "portal.shortlist",
  kind: "read-model",
  handles: [SchoolShortlisted, SchoolUnshortlisted, ShortlistStatusChanged, ShortlistPriorityChanged, ShortlistEntryNoted, AccountDeleted],
  tables: ["shortlist_entries"],
  async apply(trx, event) {
    const added = SchoolShortlisted.match(event);
    if (added) {
      // The event's time, never now(): a replay rebuilds the same rows.
      const fresh = { ...NEW_ENTRY, added_at: event.recordedAt, updated_at: event.recordedAt };
      await trx
        .insertInto("shortlist_entries")
        .values({ id: shortlistEntryId(added.userId, added.schoolId), user_id: added.userId, school_id: added.schoolId, ...fresh })
        .onConflict((oc) => oc.column("id").doUpdateSet(fresh))
        .execute();
      return;
    }
    const removed = SchoolUnshortlisted.match(event);
    if (removed) {
      await trx.deleteFrom("shortlist_entries").where("id", "=", shortlistEntryId(removed.userId, removed.schoolId)).execute();
      return;
    }
    const status = ShortlistStatusChanged.match(event);
    const priority = ShortlistPriorityChanged.match(event);
    const noted = ShortlistEntryNoted.match(event);
    const change = status ?? priority ?? noted;
    if (change) {
      await trx
        .updateTable("shortlist_entries")
        .set({
          ...(status ? { status: status.status } : {}),
          ...(priority ? { priority: priority.priority } : {}),
          ...(noted ? { notes: noted.notes ?? "" } : {}),
          updated_at: event.recordedAt,
        })
        .where("id", "=", shortlistEntryId(change.userId, change.schoolId))
        .execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("shortlist_entries").where("user_id", "=", deleted.userId).execute();
  },
});
