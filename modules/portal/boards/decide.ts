import { isDeepStrictEqual } from "node:util";
import type { Decider, NewEvent } from "../../eventstore/index.ts";
import { VisionBoardCreated, VisionBoardDeleted, VisionBoardRevised } from "./events.ts";
import { BOARD_LIMITS, type VisionBoardContent } from "./schemas.ts";

export type VisionBoardCommand =
  | { type: "create"; userId: string; boardId: string; content: VisionBoardContent }
  | { type: "revise"; userId: string; boardId: string; content: VisionBoardContent }
  | { type: "delete"; userId: string; boardId: string };

/** The student's boards that exist (not deleted), by id, with their content. */
export type VisionBoardsState = ReadonlyMap<string, VisionBoardContent>;

export class VisionBoardNotFoundError extends Error {
  constructor(readonly boardId: string) {
    super("That vision board is not in your portal. It may have been deleted.");
    this.name = "VisionBoardNotFoundError";
  }
}

export class VisionBoardLimitError extends Error {
  constructor() {
    super(`You have ${BOARD_LIMITS.boards} vision boards, the most a student can keep. Delete one to make a new one.`);
    this.name = "VisionBoardLimitError";
  }
}

/**
 * One student's boards: at most 20; only an existing board can be revised or
 * deleted (a board id that is another student's is simply not in this
 * stream, so it is "not found"); a revision equal to the board appends nothing.
 */
export const visionBoardsDecider: Decider<VisionBoardCommand, VisionBoardsState> = {
  initialState: () => new Map(),
  evolve(state, event) {
    const written = VisionBoardCreated.match(event) ?? VisionBoardRevised.match(event);
    if (written) {
      const { boardId, title, description, items } = written;
      // A deleted account's words read as null (decision 0010); its boards are gone with it.
      if (title === null || items === null) return state;
      return new Map(state).set(boardId, { title, description, items });
    }
    const deleted = VisionBoardDeleted.match(event);
    if (deleted) {
      const next = new Map(state);
      next.delete(deleted.boardId);
      return next;
    }
    return state;
  },
  decide(command, state): NewEvent[] {
    const { userId, boardId } = command;
    if (command.type === "create") {
      if (state.has(boardId)) return [];
      if (state.size >= BOARD_LIMITS.boards) throw new VisionBoardLimitError();
      return [VisionBoardCreated.create({ userId, boardId, ...command.content })];
    }
    const current = state.get(boardId);
    if (!current) throw new VisionBoardNotFoundError(boardId);
    if (command.type === "delete") return [VisionBoardDeleted.create({ userId, boardId })];
    const revised = VisionBoardRevised.create({ userId, boardId, ...command.content });
    const { userId: _u, boardId: _b, ...content } = revised.data;
    return isDeepStrictEqual(content, current) ? [] : [revised];
  },
};
