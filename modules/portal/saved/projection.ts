import { defineProjection } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { ContentSaved, ContentUnsaved, INITIAL_PRIORITY, INITIAL_STATUS, SavedItemNoted, SavedItemStatusChanged } from "./events.ts";
import type { PortalSavedTables } from "./tables.ts";

/** Each student's saved articles, scholarships and schools, with their notes and statuses. */
export const savedItemsProjection = defineProjection<PortalSavedTables>({
  name: "portal.saved-items",
  kind: "read-model",
  handles: [ContentSaved, ContentUnsaved, SavedItemNoted, SavedItemStatusChanged, AccountDeleted],
  tables: ["saved_items"],
  async apply(trx, event) {
    const saved = ContentSaved.match(event);
    if (saved) {
      await trx
        .insertInto("saved_items")
        .values({
          id: saved.itemId,
          user_id: saved.userId,
          content_type: saved.contentType,
          content_id: saved.contentId,
          personal_notes: null,
          status: INITIAL_STATUS,
          priority: INITIAL_PRIORITY,
          // The event's time, never now(): a replay rebuilds the same rows.
          saved_at: event.recordedAt,
          updated_at: event.recordedAt,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    const unsaved = ContentUnsaved.match(event);
    if (unsaved) {
      await trx.deleteFrom("saved_items").where("id", "=", unsaved.itemId).where("user_id", "=", unsaved.userId).execute();
      return;
    }
    const noted = SavedItemNoted.match(event);
    if (noted) {
      await trx
        .updateTable("saved_items")
        .set({ personal_notes: noted.notes === "" ? null : noted.notes, updated_at: event.recordedAt })
        .where("id", "=", noted.itemId)
        .where("user_id", "=", noted.userId)
        .execute();
      return;
    }
    const changed = SavedItemStatusChanged.match(event);
    if (changed) {
      await trx
        .updateTable("saved_items")
        .set({ status: changed.status, updated_at: event.recordedAt })
        .where("id", "=", changed.itemId)
        .where("user_id", "=", changed.userId)
        .execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("saved_items").where("user_id", "=", deleted.userId).execute();
  },
});
