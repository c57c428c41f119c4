import { wholeEntryDecider, type Decider } from "../eventstore/index.ts";
import { DirectoryEntryListed, DirectoryEntryRevised } from "./events.ts";
import type { DirectoryEntry } from "./schemas.ts";

const wholeEntry = wholeEntryDecider({ added: DirectoryEntryListed, revised: DirectoryEntryRevised });

/**
 * A directory entry as its data set states it now: a whole entry (listed when
 * first seen, revised whole when anything differs, nothing when the file says
 * what the entry already says, so re-importing a file writes nothing), except
 * that an institution its source marks closed is never listed; one already
 * listed is revised to inactive rather than forgotten, so its history keeps
 * what it was.
 */
export const directoryEntryDecider: Decider<DirectoryEntry, DirectoryEntry | null> = {
  ...wholeEntry,
  decide: (desired, current) => (current === null && !desired.isActive ? [] : wholeEntry.decide(desired, current)),
};
