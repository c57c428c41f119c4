import type { Decider, NewEvent } from "../../eventstore/index.ts";
import type { ShortlistPriority, ShortlistStatus } from "./browser.ts";
import { NEW_ENTRY, SchoolShortlisted, SchoolUnshortlisted, ShortlistEntryNoted, ShortlistPriorityChanged, ShortlistStatusChanged } from "./events.ts";

export interface ShortlistEntryState {
  status: ShortlistStatus;
  priority: ShortlistPriority;
  notes: string;
}

/** A student's shortlist: their entries by school id. */
export type ShortlistState = ReadonlyMap<string, ShortlistEntryState>;

export type ShortlistCommand =
  /** `schoolIsListed`: the catalogue has an active school with this id (looked up by the command, so the decision stays pure). */
  | { type: "shortlist"; userId: string; schoolId: string; schoolIsListed: boolean }
  | { type: "unshortlist"; userId: string; schoolId: string }
  | { type: "changeStatus"; userId: string; schoolId: string; status: ShortlistStatus }
  | { type: "changePriority"; userId: string; schoolId: string; priority: ShortlistPriority }
  | { type: "note"; userId: string; schoolId: string; notes: string };

/** The school id names no active school in the catalogue (a forged form): nothing is written. */
export class UnknownSchoolError extends Error {
  constructor(readonly schoolId: string) {
    super(`No school ${schoolId} in the catalogue`);
    this.name = "UnknownSchoolError";
  }
}

/** The school is not on this student's shortlist: answered as 404, whoever's id it is. */
export class NotOnShortlistError extends Error {
  constructor(readonly schoolId: string) {
    super(`School ${schoolId} is not on this shortlist`);
    this.name = "NotOnShortlistError";
  }
}

function evolve(state: ShortlistState, event: NewEvent): ShortlistState {
  const next = new Map(state);
  const added = SchoolShortlisted.match(event);
  if (added) return next.set(added.schoolId, { ...NEW_ENTRY });
  const removed = SchoolUnshortlisted.match(event);
  if (removed) {
    next.delete(removed.schoolId);
    return next;
  }
  const status = ShortlistStatusChanged.match(event);
  const priority = ShortlistPriorityChanged.match(event);
  const noted = ShortlistEntryNoted.match(event);
  const change = status ?? priority ?? noted;
  const entry = change && next.get(change.schoolId);
  if (!change || !entry) return state;
  return next.set(change.schoolId, {
    ...entry,
    ...(status ? { status: status.status } : {}),
    ...(priority ? { priority: priority.priority } : {}),
    // Notes read as null once the account is deleted (decision 0010).
    ...(noted ? { notes: noted.notes ?? "" } : {}),
  });
}

function existing(state: ShortlistState, schoolId: string): ShortlistEntryState {
  const entry = state.get(schoolId);
  if (!entry) throw new NotOnShortlistError(schoolId);
  return entry;
}

/**
 * A student's shortlist. Asking for what already holds (adding a school that
 * is on it, the same status again) decides nothing, so a double submit writes
 * once; changing or removing a school that is not on it is refused.
 */
export const shortlistDecider: Decider<ShortlistCommand, ShortlistState> = {
  initialState: () => new Map(),
  evolve,
  decide(command, state) {
    const { userId, schoolId } = command;
    switch (command.type) {
      case "shortlist":
        if (state.has(schoolId)) return [];
        if (!command.schoolIsListed) throw new UnknownSchoolError(schoolId);
        return [SchoolShortlisted.create({ userId, schoolId })];
      case "unshortlist":
        existing(state, schoolId);
        return [SchoolUnshortlisted.create({ userId, schoolId })];
      case "changeStatus":
        return existing(state, schoolId).status === command.status ? [] : [ShortlistStatusChanged.create({ userId, schoolId, status: command.status })];
      case "changePriority":
        return existing(state, schoolId).priority === command.priority
          ? []
          : [ShortlistPriorityChanged.create({ userId, schoolId, priority: command.priority })];
      case "note":
        return existing(state, schoolId).notes === command.notes ? [] : [ShortlistEntryNoted.create({ userId, schoolId, notes: command.notes })];
    }
  },
};
