import { defineProjection } from "../../eventstore/index.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { VisionBoardCreated, VisionBoardDeleted, VisionBoardRevised } from "./events.ts";
import type { BoardsTables } from "./tables.ts";

/** Students' vision boards and their items; a deleted board, or a deleted account's boards, leave no rows. */
export const visionBoardsProjection = defineProjection<BoardsTables>({
  name: "portal.vision-boards",
  kind: "read-model",
  handles: [VisionBoardCreated, VisionBoardRevised, VisionBoardDeleted, AccountDeleted],
  tables: ["vision_boards", "vision_board_items"],
  async apply(trx, event) {
    const created = VisionBoardCreated.match(event);
    const revised = created ? undefined : VisionBoardRevised.match(event);
    const board = created ?? revised;
    if (board) {
      // A deleted account's words read as null: nothing of them is projected (its AccountDeleted follows).
      const { title, items } = board;
      if (title === null || items === null) return;
      const columns = { title, description: board.description, is_active: true, updated_at: event.recordedAt };
      if (created) {
        await trx
          .insertInto("vision_boards")
          .values({ id: board.boardId, user_id: board.userId, ...columns, created_at: event.recordedAt })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      } else {
        await trx.updateTable("vision_boards").set(columns).where("id", "=", board.boardId).where("user_id", "=", board.userId).execute();
      }
      await trx.deleteFrom("vision_board_items").where("board_id", "=", board.boardId).execute();
      if (items.length > 0) {
        await trx
          .insertInto("vision_board_items")
          .values(items.map((item, position) => ({ board_id: board.boardId, position, user_id: board.userId, text: item.text, link: item.link })))
          .execute();
      }
      return;
    }
    const deleted = VisionBoardDeleted.match(event);
    if (deleted) {
      await trx.deleteFrom("vision_board_items").where("board_id", "=", deleted.boardId).where("user_id", "=", deleted.userId).execute();
      await trx.deleteFrom("vision_boards").where("id", "=", deleted.boardId).where("user_id", "=", deleted.userId).execute();
      return;
    }
    const accountDeleted = AccountDeleted.match(event);
    if (accountDeleted) {
      await trx.deleteFrom("vision_board_items").where("user_id", "=", accountDeleted.userId).execute();
      await trx.deleteFrom("vision_boards").where("user_id", "=", accountDeleted.userId).execute();
    }
  },
});
