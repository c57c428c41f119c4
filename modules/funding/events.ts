import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";
import { scholarshipSchema } from "./schemas.ts";

// A scholarship is a stream whose content is replaced whole on each revision.
export const ScholarshipListed = defineEvent("ScholarshipListed", scholarshipSchema);
export const ScholarshipRevised = defineEvent("ScholarshipRevised", scholarshipSchema);
export const ScholarshipDeleted = defineEvent("ScholarshipDeleted", z.object({ id: z.string() }));

export const scholarshipStream = (id: string) => `scholarship-${id}`;
export const scholarshipEntry = { added: ScholarshipListed, revised: ScholarshipRevised };
