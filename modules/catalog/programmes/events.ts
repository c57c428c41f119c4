import { defineEvent } from "../../eventstore/index.ts";
import { programmeSchema } from "./schemas.ts";

// A programme is a stream of its own; "Added" starts it and "Revised" replaces the whole record.
export const ProgrammeAdded = defineEvent("ProgrammeAdded", programmeSchema);
export const ProgrammeRevised = defineEvent("ProgrammeRevised", programmeSchema);

export const programmeStream = (id: string) => `programme-${id}`;
