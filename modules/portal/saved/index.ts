// Saved content: the articles, scholarships and schools a student saved, with notes and scholarship statuses.
export { changeSavedItemStatus, noteSavedItem, saveContent, unsaveContent, UnknownContentError } from "./commands.ts";
export { NOTES_TOO_LONG_MESSAGE, NotesTooLongError, SavedItemNotFoundError, StatusNotAllowedError, type SavedItemTarget } from "./decide.ts";
export {
  CONTENT_TYPES,
  ContentSaved,
  ContentUnsaved,
  NOTES_MAX_LENGTH,
  SAVED_ITEM_STATUSES,
  SavedItemNoted,
  SavedItemStatusChanged,
  SCHOLARSHIP_STATUSES,
  type ContentType,
  type SavedItemPriority,
  type SavedItemStatus,
  type ScholarshipStatus,
} from "./events.ts";
export { savedItemsProjection } from "./projection.ts";
export { isSaved, recentlySaved, savedItemsOf, savedScholarshipIds, type SavedContent, type SavedItemFilter, type SavedItemView } from "./queries.ts";
export { savedContentFormSchema, savedContentQuerySchema, type SavedContentForm } from "./schemas.ts";
export { saveCountsOf, studentsWhoSaved } from "./queries.ts";
