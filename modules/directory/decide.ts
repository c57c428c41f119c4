import { isDeepStrictEqual } from "node:util";
import type { Decider, NewEvent } from "../eventstore/index.ts";
import { DirectoryEntryListed, DirectoryEntryRevised } from "./events.ts";
import type { DirectoryEntry } from "./schemas.ts";

/**
 * A directory entry as its data set states it now. Listed when first seen,
 * revised whole when anything differs, nothing when the file says what the
 * entry already says (so re-importing a file writes nothing). An institution
 * its source marks closed is never listed, and one already listed is revised
 * to inactive rather than forgotten, so its history keeps what it was.
 */
export const directoryEntryDecider: Decider<DirectoryEntry, DirectoryEntry | null> = {
  initialState: () => null,
  evolve: (current, event) => DirectoryEntryListed.match(event) ?? DirectoryEntryRevised.match(event) ?? current,
  decide(desired, current): NewEvent[] {
    if (current === null) return desired.isActive ? [DirectoryEntryListed.create(desired)] : [];
    const revision = DirectoryEntryRevised.create(desired);
    return isDeepStrictEqual(current, revision.data) ? [] : [revision];
  },
};
