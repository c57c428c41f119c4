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
  /** The content after each version (index 0: version 1), so a restore can bring one back. */
  revisions: (Scholarship | null)[];
}

export type ScholarshipEditorialCommand =
  | { kind: "create"; scholarship: Scholarship }
  | { kind: "revise"; scholarship: Scholarship; expectedVersion: number }
  | { kind: "delete"; expectedVersion?: number }
  /** Brings back an earlier version's content, from the version the editor was looking at. */
  | { kind: "restore"; fromVersion: number; expectedVersion: number };

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

/** A restore named a version the scholarship's stream does not have. */
export class ScholarshipVersionNotFoundError extends Error {
  constructor(readonly version: number) {
    super(`This scholarship has no version ${version}.`);
    this.name = "ScholarshipVersionNotFoundError";
  }
}

/**
 * What restoring an earlier version makes the scholarship: that version's
 * facts and words (deadline, amount, eligibility, sources, last verified...),
 * while whether it is active (public) and featured stays as it is now, and its
 * id and slug never change: a restore brings text back, it does not publish,
 * hide or move the scholarship (decision 0016).
 */
export function restoredScholarship(current: Scholarship, restored: Scholarship): Scholarship {
  return { ...restored, id: current.id, slug: current.slug, isActive: current.isActive, isFeatured: current.isFeatured };
}

/** The content of one version of the scholarship, or ScholarshipVersionNotFoundError. */
export function scholarshipContentAt(state: EditorialState, version: number): Scholarship {
  const content = Number.isInteger(version) && version >= 1 ? state.revisions[version - 1] : undefined;
  if (!content) throw new ScholarshipVersionNotFoundError(version);
  return content;
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
 * (a stale one is refused, never merged silently), delete, restore an earlier
 * version's content as a new revision (never a rewrite). Every change is a
 * ScholarshipListed, ScholarshipRevised or ScholarshipDeleted event, so public
 * pages, search and reminders follow without knowing who made it.
 */
export const scholarshipEditorialDecider: Decider<ScholarshipEditorialCommand, EditorialState> = {
  initialState: () => ({ content: null, deleted: false, version: 0, revisions: [] }),
  evolve(state, event) {
    const listed = ScholarshipListed.match(event) ?? ScholarshipRevised.match(event);
    const content = listed ?? state.content;
    const deleted = listed ? false : state.deleted || ScholarshipDeleted.match(event) !== undefined;
    return { content, deleted, version: state.version + 1, revisions: [...state.revisions, content] };
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
    if (command.kind === "restore") {
      const restored = restoredScholarship(state.content, scholarshipContentAt(state, command.fromVersion));
      if (isDeepStrictEqual(restored, state.content)) return [];
      // A revision like any other, so /funding, search and reminders follow; the metadata says which version it brought back.
      return [{ ...ScholarshipRevised.create(restored), metadata: { restoredFromVersion: command.fromVersion } }];
    }
    const revision = ScholarshipRevised.create(command.scholarship);
    return isDeepStrictEqual(revision.data, state.content) ? [] : [revision];
  },
};
