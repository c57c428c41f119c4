import { editorialDecider, seedSyncDecider, wholeEntryDecider, type EditorialRules } from "../../eventstore/index.ts";
import { ProgrammeAdded, ProgrammeRevised } from "./events.ts";
import type { Programme } from "./schemas.ts";

/** A programme replaced whole: added when new, revised when its record differs, left alone when it already reads as desired. */
export const programmeEntryDecider = wholeEntryDecider({ added: ProgrammeAdded, revised: ProgrammeRevised });

/** The seed's decider: it leaves a programme alone once an editor or an import has changed it (decision 0040). */
export const programmeSeedDecider = (seedActor: string) => seedSyncDecider(programmeEntryDecider, seedActor);

/** Restoring brings back an earlier version's facts; its id, school and address stay as they are now (decision 0016). */
export function restoredProgramme(current: Programme, earlier: Programme): Programme {
  return { ...earlier, id: current.id, schoolId: current.schoolId, slug: current.slug };
}

/** A programme in the shared editorial shape; never deleted (search and students' lists may name it), only made inactive. */
export const programmeEditorialRules: EditorialRules<Programme> = {
  noun: "programme",
  evolve: programmeEntryDecider.evolve,
  creates: (event) => ProgrammeAdded.match(event) !== undefined,
  deletes: () => false,
  changes: (current, desired) => programmeEntryDecider.decide(desired, current),
  restore: restoredProgramme,
};

export const programmeEditorialDecider = editorialDecider(programmeEditorialRules);
