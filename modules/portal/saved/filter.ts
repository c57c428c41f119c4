import { normalizeSearchTerm } from "../../platform/index.ts";
import type { ContentType, SavedItemStatus } from "./events.ts";
import type { SavedItemView } from "./saved-item-view.ts";

export interface SavedItemFilter {
  contentType?: ContentType;
  /** Matches the title, the description (an article's excerpt, a scholarship's description or provider, a school's description) or the notes. */
  q?: string;
  status?: SavedItemStatus;
  /** Scholarships only: their destination id (canada, usa, uk, caribbean); other items are not narrowed by it. */
  destination?: string;
  /** Articles only: their category id; other items are not narrowed by it. */
  category?: string;
}

function searchableText(item: SavedItemView): string {
  const description =
    item.contentType === "article"
      ? item.article?.excerpt
      : item.contentType === "scholarship"
        ? [item.scholarship?.description, item.scholarship?.provider].join(" ")
        : item.school?.description;
  return [item.title, description, item.personalNotes].filter(Boolean).join("\n").toLocaleLowerCase();
}

/** Whether a saved item passes the /portal/saved search and filters (pure: its content was looked up already). */
export function matchesFilter(item: SavedItemView, filter: SavedItemFilter): boolean {
  if (filter.contentType && item.contentType !== filter.contentType) return false;
  if (filter.status && item.status !== filter.status) return false;
  if (filter.destination && item.contentType === "scholarship" && item.scholarship?.destinationId !== filter.destination) return false;
  if (filter.category && item.contentType === "article" && item.article?.categoryId !== filter.category) return false;
  const term = normalizeSearchTerm(filter.q).toLocaleLowerCase();
  return term === "" || searchableText(item).includes(term);
}
