import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { VisionBoardCreated, VisionBoardDeleted, VisionBoardRevised } from "./events.ts";
import { visionBoardsProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const spec = projectionSpec(visionBoardsProjection);
const createdAt = new Date("2026-03-01T12:00:00Z");
const revisedAt = new Date("2026-04-01T12:00:00Z");
const board = (userId: string, boardId: string, title: string, items: { text: string; link: string | null }[] = []) => ({
  userId,
  boardId,
  title,
  description: null,
  items,
});

describe("the vision boards projection", () => {
  it("given a board created then revised, then one row with the revised content and its items in order, created when created", async () => {
    await spec
      .given([
        { event: VisionBoardCreated.create(board("a", "b1", "Canada", [{ text: "Pass maths", link: null }])), recordedAt: createdAt },
        {
          event: VisionBoardRevised.create(
            board("a", "b1", "Canada 2028", [
              { text: "Visit UWI", link: "https://www.uwi.edu/" },
              { text: "Pass maths", link: null },
            ]),
          ),
          recordedAt: revisedAt,
        },
      ])
      .then({
        vision_boards: [{ id: "b1", user_id: "a", title: "Canada 2028", description: null, is_active: true, created_at: createdAt, updated_at: revisedAt }],
        vision_board_items: [
          { board_id: "b1", position: 0, user_id: "a", text: "Visit UWI", link: "https://www.uwi.edu/" },
          { board_id: "b1", position: 1, user_id: "a", text: "Pass maths", link: null },
        ],
      });
  });

  it("given a board deleted, then no rows", async () => {
    await spec
      .given([VisionBoardCreated.create(board("a", "b1", "Canada", [{ text: "Goal", link: null }])), VisionBoardDeleted.create({ userId: "a", boardId: "b1" })])
      .then({ vision_boards: [], vision_board_items: [] });
  });

  it("given two students' boards and one account deleted, then only the other student's rows remain", async () => {
    const rows = await spec
      .given([
        VisionBoardCreated.create(board("a", "b1", "A's board", [{ text: "A's goal", link: null }])),
        VisionBoardCreated.create(board("b", "b2", "B's board", [{ text: "B's goal", link: null }])),
        AccountDeleted.create({ userId: "a" }),
      ])
      .rows();
    expect(rows.vision_boards).toEqual([expect.objectContaining({ id: "b2", user_id: "b" })]);
    expect(rows.vision_board_items).toEqual([expect.objectContaining({ board_id: "b2", user_id: "b", text: "B's goal" })]);
  });
});
