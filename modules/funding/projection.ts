import { defineProjection } from "../eventstore/index.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";

export const scholarshipsProjection = defineProjection({
  name: "funding.scholarships",
  kind: "read-model",
  publicPages: true,
  // 2: deadlines carry their cycle, a note and their source (migration 20261123190000).
  version: 2,
  handles: [ScholarshipListed, ScholarshipRevised, ScholarshipDeleted],
  tables: ["scholarships"],
  async apply(trx, event) {
    const scholarship = ScholarshipListed.match(event) ?? ScholarshipRevised.match(event);
    if (scholarship) {
      const { id, ...rest } = scholarship;
      const row = {
        slug: rest.slug,
        title: rest.title,
        description: rest.description,
        provider: rest.provider,
        amount: rest.amount,
        currency: rest.currency,
        deadline: rest.deadline,
        deadline_cycle: rest.deadlineCycle,
        deadline_note: rest.deadlineNote,
        deadline_source_url: rest.deadlineSourceUrl,
        eligibility: rest.eligibility,
        how_to_apply: rest.howToApply,
        application_url: rest.applicationUrl,
        source_url: rest.sourceUrl,
        last_verified_on: rest.lastVerifiedOn,
        destination_id: rest.destinationId,
        pathway_id: rest.pathwayId,
        is_featured: rest.isFeatured,
        is_active: rest.isActive,
        updated_at: event.recordedAt,
      };
      await trx
        .insertInto("scholarships")
        .values({ id, ...row, created_at: event.recordedAt })
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
      return;
    }
    const deleted = ScholarshipDeleted.match(event);
    if (deleted) await trx.deleteFrom("scholarships").where("id", "=", deleted.id).execute();
  },
});
