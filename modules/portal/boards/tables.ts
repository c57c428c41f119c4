/** A student's vision boards. */
export interface VisionBoardsTable {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A board's items in order. */
export interface VisionBoardItemsTable {
  board_id: string;
  position: number;
  user_id: string;
  text: string;
  link: string | null;
}

export interface BoardsTables {
  vision_boards: VisionBoardsTable;
  vision_board_items: VisionBoardItemsTable;
}
