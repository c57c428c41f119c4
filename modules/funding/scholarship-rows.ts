import type { JsonRowOf, RecordedEvent } from "../eventstore/index.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
import type { ScholarshipsTable } from "./tables.ts";

/** A `scholarships` row as the projection folds it: times as ISO text, dates as YYYY-MM-DD. */
export type ScholarshipRow = JsonRowOf<ScholarshipsTable>;

/** The scholarship an event changes. */
export function scholarshipIdOf(event: RecordedEvent): string | null {
  return (ScholarshipListed.match(event) ?? ScholarshipRevised.match(event) ?? ScholarshipDeleted.match(event))?.id ?? null;
}

/** A scholarship's row after an event: listed or revised, the whole entry replaces the row (created when first seen); deleted, no row. */
export function evolveScholarship(row: ScholarshipRow | undefined, event: RecordedEvent): ScholarshipRow | undefined {
  const scholarship = ScholarshipListed.match(event) ?? ScholarshipRevised.match(event);
  if (scholarship) {
    const at = event.recordedAt.toISOString();
    return {
      id: scholarship.id,
      slug: scholarship.slug,
      title: scholarship.title,
      description: scholarship.description,
      provider: scholarship.provider,
      amount: scholarship.amount,
      currency: scholarship.currency,
      deadline: scholarship.deadline,
      deadline_cycle: scholarship.deadlineCycle,
      deadline_note: scholarship.deadlineNote,
      deadline_source_url: scholarship.deadlineSourceUrl,
      opens_on: scholarship.opensOn,
      earlier_cycles: scholarship.earlierCycles,
      fixed_window: scholarship.fixedWindow,
      eligibility_rules: scholarship.eligibilityRules,
      obligations: scholarship.obligations,
      eligibility: scholarship.eligibility,
      how_to_apply: scholarship.howToApply,
      application_url: scholarship.applicationUrl,
      source_url: scholarship.sourceUrl,
      source_confidence: scholarship.sourceConfidence,
      last_verified_on: scholarship.lastVerifiedOn,
      destination_id: scholarship.destinationId,
      pathway_id: scholarship.pathwayId,
      study_levels: scholarship.studyLevels,
      is_featured: scholarship.isFeatured,
      is_active: scholarship.isActive,
      created_at: row?.created_at ?? at,
      updated_at: at,
    };
  }
  if (ScholarshipDeleted.match(event)) return undefined;
  return row;
}
