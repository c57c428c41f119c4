import { db } from "../../database.ts";
import type { VisionBoardItem } from "./schemas.ts";

/** A vision board with the spec's field names. */
export interface VisionBoardView {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  items: VisionBoardItem[];
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The student's boards, newest first, with their items in order. Only ever the signed-in student's own. */
export async function visionBoards(userId: string): Promise<VisionBoardView[]> {
  const [boards, items] = await Promise.all([
    db().selectFrom("vision_boards").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id").execute(),
    db().selectFrom("vision_board_items").selectAll().where("user_id", "=", userId).orderBy("board_id").orderBy("position").execute(),
  ]);
  return boards.map((board) => ({
    id: board.id,
    userId: board.user_id,
    title: board.title,
    description: board.description,
    items: items.filter((item) => item.board_id === board.id).map((item) => ({ text: item.text, link: item.link })),
    isActive: board.is_active,
    createdAt: board.created_at,
    updatedAt: board.updated_at,
  }));
}

/** One of the student's boards; null for an unknown id or another student's board (the page answers 404). */
export async function visionBoard(userId: string, boardId: string): Promise<VisionBoardView | null> {
  return (await visionBoards(userId)).find((board) => board.id === boardId) ?? null;
}
