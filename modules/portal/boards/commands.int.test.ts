import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../../workers/projector.ts";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { createVisionBoard, deleteVisionBoard, reviseVisionBoard } from "./commands.ts";
import { VisionBoardNotFoundError } from "./decide.ts";
import { visionBoardsProjection } from "./projection.ts";
import { visionBoard, visionBoards } from "./queries.ts";

// The projection runs as in production, so each command returns once the student's boards show it (read-your-writes).
let projector: Awaited<ReturnType<typeof startProjector>>;
beforeAll(async () => {
  projector = await startProjector([visionBoardsProjection]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const by = { actor: "test", requestId: "boards-commands-test" };
const content = { title: "Study in Canada", description: null, items: [{ text: "Pass CSEC maths", link: null }] };

describe("a student's vision boards, through the commands and queries", () => {
  it("are created, revised and deleted only by their owner; another student's id is not found", async () => {
    const boardId = await createVisionBoard("boards-a", content, by);
    expect(await visionBoards("boards-a")).toEqual([
      expect.objectContaining({ id: boardId, userId: "boards-a", title: "Study in Canada", items: content.items }),
    ]);
    expect(await visionBoards("boards-b")).toEqual([]);
    expect(await visionBoard("boards-b", boardId)).toBeNull();

    await expect(reviseVisionBoard("boards-b", boardId, { ...content, title: "Hacked" }, by)).rejects.toBeInstanceOf(VisionBoardNotFoundError);
    await expect(deleteVisionBoard("boards-b", boardId, by)).rejects.toBeInstanceOf(VisionBoardNotFoundError);

    await reviseVisionBoard("boards-a", boardId, { ...content, title: "Study in the UK" }, by);
    expect(await visionBoard("boards-a", boardId)).toMatchObject({ title: "Study in the UK" });

    await deleteVisionBoard("boards-a", boardId, by);
    expect(await visionBoards("boards-a")).toEqual([]);
  });
});
