// A saved item as the list shows and filters it: types only, so queries.ts (which builds it) and filter.ts (which reads it) share it without importing each other.
import type { SchoolView } from "../../catalog/index.ts";
import type { ArticleView } from "../../content/index.ts";
import type { ScholarshipView } from "../../funding/index.ts";
import type { SavedItemPriority, SavedItemStatus } from "./tables.ts";

/** What a saved item points at, as its own module shows it now; null once it was unpublished or deleted. */
export type SavedContent =
  | { contentType: "article"; article: ArticleView | null }
  | { contentType: "scholarship"; scholarship: ScholarshipView | null }
  | { contentType: "school"; school: SchoolView | null };

interface SavedItemFields {
  id: string;
  contentId: string;
  status: SavedItemStatus;
  priority: SavedItemPriority;
  savedAt: Date;
  updatedAt: Date;
  personalNotes: string | null;
  /** The content's real title; null when it is no longer available. */
  title: string | null;
  /** Its page on the site; null when it is no longer available. */
  path: string | null;
}

export type SavedItemView = SavedItemFields & SavedContent;
