import type { Decider, NewEvent } from "../../eventstore/index.ts";
import {
  ContentSaved,
  ContentUnsaved,
  INITIAL_STATUS,
  NOTES_MAX_LENGTH,
  SavedItemNoted,
  SavedItemStatusChanged,
  type ContentType,
  type SavedItemStatus,
  type ScholarshipStatus,
} from "./events.ts";

/** What the student names: one of their saved items, or a piece of content they may have saved. */
export type SavedItemTarget = { itemId: string } | { contentType: ContentType; contentId: string };

export type SavedContentCommand =
  | { kind: "save"; userId: string; itemId: string; contentType: ContentType; contentId: string }
  | { kind: "unsave"; userId: string; target: SavedItemTarget }
  | { kind: "note"; userId: string; itemId: string; notes: string }
  | { kind: "change-status"; userId: string; itemId: string; status: ScholarshipStatus };

export interface SavedItemState {
  contentType: ContentType;
  contentId: string;
  notes: string;
  status: SavedItemStatus;
}

/** A student's saved items by item id. */
export type SavedContentState = Readonly<Record<string, SavedItemState>>;

/** The item is not one of this student's saved items (another student's id, an unknown one, or already removed). */
export class SavedItemNotFoundError extends Error {
  constructor(readonly itemId: string) {
    super("That item is not in your saved content.");
    this.name = "SavedItemNotFoundError";
  }
}

export const NOTES_TOO_LONG_MESSAGE = `Notes can be at most ${NOTES_MAX_LENGTH.toLocaleString("en-US")} characters. Shorten them and save again.`;

export class NotesTooLongError extends Error {
  constructor() {
    super(NOTES_TOO_LONG_MESSAGE);
    this.name = "NotesTooLongError";
  }
}

/** Application statuses belong to saved scholarships only. */
export class StatusNotAllowedError extends Error {
  constructor(readonly contentType: ContentType) {
    super("Only a saved scholarship has an application status.");
    this.name = "StatusNotAllowedError";
  }
}

function findByContent(state: SavedContentState, contentType: ContentType, contentId: string): string | undefined {
  return Object.keys(state).find((itemId) => state[itemId]?.contentType === contentType && state[itemId]?.contentId === contentId);
}

/** Own properties only: an item id such as `constructor` must not find Object.prototype's. */
function savedItem(state: SavedContentState, itemId: string): SavedItemState {
  const item = Object.hasOwn(state, itemId) ? state[itemId] : undefined;
  if (!item) throw new SavedItemNotFoundError(itemId);
  return item;
}

function without(state: SavedContentState, itemId: string): SavedContentState {
  const { [itemId]: _removed, ...rest } = state;
  return rest;
}

/**
 * A student's saved content (stream `saved-${userId}`). Saving what is already
 * saved is one save; unsaving content that is not saved is a no-op (a double
 * click, or a second tab, asks for what is already true); an item id that is
 * not this student's is refused. Notes and statuses change only saved items,
 * and statuses only scholarships.
 */
export const savedContentDecider: Decider<SavedContentCommand, SavedContentState> = {
  initialState: () => ({}),
  evolve(state, event) {
    const saved = ContentSaved.match(event);
    if (saved) return { ...state, [saved.itemId]: { contentType: saved.contentType, contentId: saved.contentId, notes: "", status: INITIAL_STATUS } };
    const unsaved = ContentUnsaved.match(event);
    if (unsaved) return without(state, unsaved.itemId);
    const noted = SavedItemNoted.match(event);
    const notedItem = noted && Object.hasOwn(state, noted.itemId) && state[noted.itemId];
    if (noted && notedItem) return { ...state, [noted.itemId]: { ...notedItem, notes: noted.notes ?? "" } };
    const changed = SavedItemStatusChanged.match(event);
    const changedItem = changed && Object.hasOwn(state, changed.itemId) && state[changed.itemId];
    if (changed && changedItem) return { ...state, [changed.itemId]: { ...changedItem, status: changed.status } };
    return state;
  },
  decide(command, state): NewEvent[] {
    const { userId } = command;
    switch (command.kind) {
      case "save": {
        if (findByContent(state, command.contentType, command.contentId)) return [];
        return [ContentSaved.create({ userId, itemId: command.itemId, contentType: command.contentType, contentId: command.contentId })];
      }
      case "unsave": {
        const { target } = command;
        const itemId = "itemId" in target ? target.itemId : findByContent(state, target.contentType, target.contentId);
        if (itemId === undefined) return [];
        const item = savedItem(state, itemId);
        return [ContentUnsaved.create({ userId, itemId, contentType: item.contentType, contentId: item.contentId })];
      }
      case "note": {
        const item = savedItem(state, command.itemId);
        if (command.notes.length > NOTES_MAX_LENGTH) throw new NotesTooLongError();
        if (item.notes === command.notes) return [];
        return [SavedItemNoted.create({ userId, itemId: command.itemId, notes: command.notes })];
      }
      case "change-status": {
        const item = savedItem(state, command.itemId);
        if (item.contentType !== "scholarship") throw new StatusNotAllowedError(item.contentType);
        if (item.status === command.status) return [];
        return [SavedItemStatusChanged.create({ userId, itemId: command.itemId, status: command.status })];
      }
    }
  },
};
