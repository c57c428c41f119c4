import { randomUUID } from "node:crypto";
import { listSchools } from "../../catalog/index.ts";
import { publishedArticle } from "../../content/index.ts";
import { handleCommand, type Actor } from "../../eventstore/index.ts";
import { publicScholarship } from "../../funding/index.ts";
import { savedContentDecider, type SavedItemTarget } from "./decide.ts";
import { savedStream, type ContentType, type ScholarshipStatus } from "./events.ts";
import { savedItemsProjection } from "./projection.ts";

/** The content named does not exist (or is not public): nothing can be saved for it. */
export class UnknownContentError extends Error {
  constructor(
    readonly contentType: ContentType,
    readonly contentId: string,
  ) {
    super("That content does not exist, or is no longer published.");
    this.name = "UnknownContentError";
  }
}

/** Whether the content is public now, asked of its own module's front door. */
async function contentExists(contentType: ContentType, contentId: string): Promise<boolean> {
  switch (contentType) {
    case "article":
      return (await publishedArticle(contentId))?.id === contentId;
    case "scholarship":
      return (await publicScholarship(contentId))?.id === contentId;
    case "school":
      return (await listSchools()).some((school) => school.id === contentId);
  }
}

// The next page shows the student's saved content: wait (bounded) until it does.
const readYourWrites = { waitFor: [savedItemsProjection] };

/** Saves an article, scholarship or school for the student; saving it again changes nothing. Resolves to whether it is saved. */
export async function saveContent(userId: string, contentType: ContentType, contentId: string, by: Actor): Promise<true> {
  if (!(await contentExists(contentType, contentId))) throw new UnknownContentError(contentType, contentId);
  await handleCommand(savedContentDecider, savedStream(userId), { kind: "save", userId, itemId: randomUUID(), contentType, contentId }, by, readYourWrites);
  return true;
}

/**
 * Removes a saved item, named by its id (the portal) or by its content (a Save
 * button). Content that is not saved is a no-op; an item id that is not the
 * student's is refused (SavedItemNotFoundError). Content unpublished since it
 * was saved can still be removed.
 */
export async function unsaveContent(userId: string, target: SavedItemTarget, by: Actor): Promise<false> {
  await handleCommand(savedContentDecider, savedStream(userId), { kind: "unsave", userId, target }, by, readYourWrites);
  return false;
}

/** Replaces the student's notes on one of their saved items (empty clears them). */
export async function noteSavedItem(userId: string, itemId: string, notes: string, by: Actor): Promise<void> {
  await handleCommand(savedContentDecider, savedStream(userId), { kind: "note", userId, itemId, notes }, by, readYourWrites);
}

/** Moves a saved scholarship to another application status. */
export async function changeSavedItemStatus(userId: string, itemId: string, status: ScholarshipStatus, by: Actor): Promise<void> {
  await handleCommand(savedContentDecider, savedStream(userId), { kind: "change-status", userId, itemId, status }, by, readYourWrites);
}
