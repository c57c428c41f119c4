import { editorialDecider, wholeEntryDecider, type EditorialRules, type EditorialState } from "../eventstore/index.ts";
import { ScholarshipDeleted, ScholarshipListed, scholarshipEntry } from "./events.ts";
import type { Scholarship } from "./schemas.ts";

/** A scholarship is a stream replaced whole: listed when new, revised when its content differs. */
export const scholarshipDecider = wholeEntryDecider(scholarshipEntry);

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
