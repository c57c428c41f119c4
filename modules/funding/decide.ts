import { isDeepStrictEqual } from "node:util";
import { wholeEntryDecider, type Decider, type NewEvent } from "../eventstore/index.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised, scholarshipEntry } from "./events.ts";
import type { Scholarship } from "./schemas.ts";

/** A scholarship is a stream replaced whole: listed when new, revised when its content differs. */
export const scholarshipDecider = wholeEntryDecider(scholarshipEntry);

/** The actor the seed appends as (workers/cli/seed.ts). */
export const SEED_ACTOR = "system";

/** Who appended a stored event; undefined for one just decided (not stored yet). */
function actorOf(event: NewEvent): string | undefined {
  const metadata = (event as { metadata?: { actor?: unknown } }).metadata;
  return typeof metadata?.actor === "string" ? metadata.actor : undefined;
}

interface SeedState {
  content: Scholarship | null;
  /** Someone other than the seed (an admin) listed, revised or deleted it. */
  editedByOthers: boolean;
}

/**
 * The seed's decider. The seed syncs desired state, so improved seed content
 * reaches a live site; but once an editor has touched a scholarship (revised
 * or deleted it in the admin area) the editor's version is the truth, and a
 * re-seed leaves the stream alone instead of silently overwriting the edit or
 * bringing a deleted scholarship back. Who touched it is read from the events'
 * metadata (the actor of every append), the fact that records exactly this.
 */
export function seedScholarshipDecider(seedActor = SEED_ACTOR): Decider<Scholarship, SeedState> {
  return {
    initialState: () => ({ content: null, editedByOthers: false }),
    evolve(state, event) {
      const actor = actorOf(event);
      const editedByOthers = state.editedByOthers || (actor !== undefined && actor !== seedActor);
      return { content: scholarshipDecider.evolve(state.content, event), editedByOthers };
    },
    decide(desired, state) {
      if (state.editedByOthers) return [];
      return scholarshipDecider.decide(desired, state.content);
    },
  };
}

/** An editor's view of a scholarship stream: its content, whether it was deleted, and its version (events so far). */
export interface EditorialState {
  content: Scholarship | null;
  deleted: boolean;
  version: number;
}

export type ScholarshipEditorialCommand =
  | { kind: "create"; scholarship: Scholarship }
  | { kind: "revise"; scholarship: Scholarship; expectedVersion: number }
  | { kind: "delete"; expectedVersion?: number };

export class ScholarshipNotFoundError extends Error {
  constructor() {
    super("Scholarship not found");
    this.name = "ScholarshipNotFoundError";
  }
}

export class ScholarshipAlreadyExistsError extends Error {
  constructor() {
    super("A scholarship with this id already exists");
    this.name = "ScholarshipAlreadyExistsError";
  }
}

/** Someone saved the scholarship after the editor opened it: their form is kept, and they decide. */
export class ScholarshipEditConflictError extends Error {
  constructor(
    readonly expectedVersion: number,
    readonly currentVersion: number,
  ) {
    super("Someone else saved this scholarship after you opened it.");
    this.name = "ScholarshipEditConflictError";
  }
}

/**
 * The admin area's decider: create, revise with the version the editor read
 * (a stale one is refused, never merged silently), delete. Every change is a
 * ScholarshipListed, ScholarshipRevised or ScholarshipDeleted event, so public
 * pages, search and reminders follow without knowing who made it.
 */
export const scholarshipEditorialDecider: Decider<ScholarshipEditorialCommand, EditorialState> = {
  initialState: () => ({ content: null, deleted: false, version: 0 }),
  evolve(state, event) {
    const content = ScholarshipListed.match(event) ?? ScholarshipRevised.match(event);
    if (content) return { content, deleted: false, version: state.version + 1 };
    if (ScholarshipDeleted.match(event)) return { ...state, deleted: true, version: state.version + 1 };
    return { ...state, version: state.version + 1 };
  },
  decide(command, state) {
    if (command.kind === "create") {
      if (state.version > 0) throw new ScholarshipAlreadyExistsError();
      return [ScholarshipListed.create(command.scholarship)];
    }
    if (state.content === null || state.deleted) throw new ScholarshipNotFoundError();
    if (command.expectedVersion !== undefined && command.expectedVersion !== state.version) {
      throw new ScholarshipEditConflictError(command.expectedVersion, state.version);
    }
    if (command.kind === "delete") return [ScholarshipDeleted.create({ id: state.content.id })];
    const revision = ScholarshipRevised.create(command.scholarship);
    return isDeepStrictEqual(revision.data, state.content) ? [] : [revision];
  },
};
