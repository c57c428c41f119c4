import { editorialDecider, wholeEntryDecider, type Decider, type EditorialRules, type EditorialState, type NewEvent } from "../eventstore/index.ts";
import { ScholarshipDeleted, ScholarshipListed, scholarshipEntry } from "./events.ts";
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

/**
 * A scholarship in the shared editorial shape: every change is a
 * ScholarshipListed, ScholarshipRevised or ScholarshipDeleted event, so public
 * pages, search and reminders follow without knowing who made it.
 */
export const scholarshipEditorialRules: EditorialRules<Scholarship> = {
  noun: "scholarship",
  evolve: scholarshipDecider.evolve,
  creates: (event) => ScholarshipListed.match(event) !== undefined,
  deletes: (event) => ScholarshipDeleted.match(event) !== undefined,
  changes: (current, desired) => scholarshipDecider.decide(desired, current),
  deletion: (current) => ScholarshipDeleted.create({ id: current.id }),
  restore: restoredScholarship,
};

/** The admin area's decider: create, revise from the version the editor read, delete, restore. */
export const scholarshipEditorialDecider = editorialDecider(scholarshipEditorialRules);

export type ScholarshipEditorialState = EditorialState<Scholarship>;
