import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";
import {
  NO_ELIGIBILITY_RULES,
  NO_OBLIGATIONS,
  scholarshipSchema,
  scholarshipSchemaV1,
  scholarshipSchemaV2,
  scholarshipSchemaV3,
  scholarshipSchemaV4,
  scholarshipSchemaV5,
} from "./schemas.ts";

/**
 * Version 1 had no deadline cycle, note or source: those read as unknown.
 * Version 2 named no study levels: it reads as "any level", what an award that
 * does not say is (decision 0032).
 * Version 3 kept only the latest cycle: no opening day, no earlier cycles,
 * and a yearly window assumed (decision 0043); an editor or the seed adds them.
 * Version 4 stated no rules or obligations as values: none are known.
 * Version 5 did not grade its source: not graded.
 */
const scholarshipUpcasters = {
  1: (data: unknown) => ({ ...scholarshipSchemaV1.parse(data), deadlineCycle: null, deadlineNote: null, deadlineSourceUrl: null }),
  2: (data: unknown) => ({ ...scholarshipSchemaV2.parse(data), studyLevels: [] }),
  3: (data: unknown) => ({ ...scholarshipSchemaV3.parse(data), opensOn: null, earlierCycles: [], fixedWindow: true }),
  4: (data: unknown) => ({ ...scholarshipSchemaV4.parse(data), eligibilityRules: NO_ELIGIBILITY_RULES, obligations: NO_OBLIGATIONS }),
  5: (data: unknown) => ({ ...scholarshipSchemaV5.parse(data), sourceConfidence: null }),
};

// A scholarship is a stream whose content is replaced whole on each revision.
export const ScholarshipListed = defineEvent("ScholarshipListed", scholarshipSchema, { schemaVersion: 6, upcasters: scholarshipUpcasters });
export const ScholarshipRevised = defineEvent("ScholarshipRevised", scholarshipSchema, { schemaVersion: 6, upcasters: scholarshipUpcasters });
export const ScholarshipDeleted = defineEvent("ScholarshipDeleted", z.object({ id: z.string() }));

export const scholarshipStream = (id: string) => `scholarship-${id}`;
export const scholarshipEntry = { added: ScholarshipListed, revised: ScholarshipRevised };
