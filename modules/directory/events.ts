import { defineEvent } from "../eventstore/index.ts";
import { directoryEntrySchema } from "./schemas.ts";

// A directory entry is a stream whose content is replaced whole on each revision, so its history shows what a newer data file changed.
export const DirectoryEntryListed = defineEvent("DirectoryEntryListed", directoryEntrySchema);
export const DirectoryEntryRevised = defineEvent("DirectoryEntryRevised", directoryEntrySchema);

export const directoryEntryStream = (id: string) => `directory-entry-${id}`;
