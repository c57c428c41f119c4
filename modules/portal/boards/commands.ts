import { randomUUID } from "node:crypto";
import { handleCommand, type Actor } from "../../eventstore/index.ts";
import { visionBoardsDecider, type VisionBoardCommand } from "./decide.ts";
import { visionBoardsStream } from "./events.ts";
import { visionBoardsProjection } from "./projection.ts";
import { visionBoardContentSchema, type VisionBoardContent } from "./schemas.ts";

/** Decides on the student's own stream, then waits until their boards show the result. */
function decideOnBoards(userId: string, command: VisionBoardCommand, by: Actor) {
  return handleCommand(visionBoardsDecider, visionBoardsStream(userId), command, by, { waitFor: [visionBoardsProjection] });
}

/** Creates a board for the student and returns its id once their boards show it. Throws VisionBoardLimitError at 20. */
export async function createVisionBoard(userId: string, content: VisionBoardContent, by: Actor): Promise<string> {
  const boardId = randomUUID();
  await decideOnBoards(userId, { type: "create", userId, boardId, content: visionBoardContentSchema.parse(content) }, by);
  return boardId;
}

/** Replaces the board's content. Throws VisionBoardNotFoundError for a board that is not the student's. */
export async function reviseVisionBoard(userId: string, boardId: string, content: VisionBoardContent, by: Actor): Promise<void> {
  await decideOnBoards(userId, { type: "revise", userId, boardId, content: visionBoardContentSchema.parse(content) }, by);
}

/** Deletes the board. Throws VisionBoardNotFoundError for a board that is not the student's. */
export async function deleteVisionBoard(userId: string, boardId: string, by: Actor): Promise<void> {
  await decideOnBoards(userId, { type: "delete", userId, boardId }, by);
}
