import { defineProjection, foldedTableWrites, type FoldedTable } from "../eventstore/index.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
import { evolveScholarship, scholarshipIdOf, type ScholarshipRow } from "./scholarship-rows.ts";
import type { FundingTables } from "./tables.ts";

const scholarshipsTable: FoldedTable<ScholarshipRow> = { table: "scholarships", key: "id", keyOf: scholarshipIdOf, evolve: evolveScholarship };

export const scholarshipsProjection = defineProjection<FundingTables>({
  name: "funding.scholarships",
  kind: "read-model",
  publicPages: true,
  // 2: deadlines carry their cycle, a note and their source (migration 20261123190000).
  // 3: the study levels an award is for (migration 20261130000100).
  // 4: the latest cycle's opening day, earlier cycles and whether the window is yearly (migration 20261203000200).
  // 5: who may apply and what is owed, as values (migration 20261203000400).
  // 6: how far the source's facts can be trusted (migration 20261203000500).
  version: 6,
  handles: [ScholarshipListed, ScholarshipRevised, ScholarshipDeleted],
  tables: ["scholarships"],
  ...foldedTableWrites(scholarshipsTable),
});
