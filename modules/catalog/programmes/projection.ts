import { defineProjection } from "../../eventstore/index.ts";
import { ProgrammeAdded, ProgrammeRevised } from "./events.ts";
import type { ProgrammeTables } from "./tables.ts";

/** The `programmes` read table: one row per programme record, replaced whole by each event. */
export const programmesProjection = defineProjection<ProgrammeTables>({
  name: "catalog.programmes",
  version: 1,
  kind: "read-model",
  publicPages: true,
  handles: [ProgrammeAdded, ProgrammeRevised],
  tables: ["programmes"],
  async apply(trx, event) {
    const programme = ProgrammeAdded.match(event) ?? ProgrammeRevised.match(event);
    if (!programme) return;
    const row = {
      school_id: programme.schoolId,
      name: programme.name,
      slug: programme.slug,
      level: programme.level,
      fields: programme.fields,
      duration_months: programme.duration?.months ?? null,
      duration_text: programme.duration?.text ?? null,
      start_months: programme.startMonths,
      cxc_prerequisites: programme.cxcPrerequisites,
      fee: JSON.stringify(programme.fee),
      source: JSON.stringify(programme.source),
      is_active: programme.isActive,
      updated_at: event.recordedAt,
    };
    await trx
      .insertInto("programmes")
      .values({ id: programme.id, ...row, created_at: event.recordedAt })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },
});
