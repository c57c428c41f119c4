import type { ContentType, SavedItemPriority, SavedItemStatus } from "./events.ts";

/** One student's saved article, scholarship or school (the spec's saved_content). */
export interface SavedItemsTable {
  id: string;
  user_id: string;
  content_type: ContentType;
  content_id: string;
  personal_notes: string | null;
  status: SavedItemStatus;
  priority: SavedItemPriority;
  saved_at: Date;
  updated_at: Date;
}

export interface PortalSavedTables {
  saved_items: SavedItemsTable;
}
