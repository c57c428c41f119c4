import { defineProjection, type RecordedEvent, type ProjectionTransaction } from "../eventstore/index.ts";
import { renderMarkdown } from "../platform/index.ts";
import { CategoryAdded, CategoryRevised, DestinationAdded, DestinationRevised, PathwayAdded, PathwayRevised, SchoolAdded, SchoolRevised } from "./events.ts";
import { schoolCostAmounts } from "./quick-facts.ts";
import type { Category, Destination, Pathway, School } from "./schemas.ts";
import type { CatalogTables } from "./tables.ts";

export const catalogProjection = defineProjection<CatalogTables>({
  name: "catalog",
  // 2: markdown content rendered to HTML. 3: top-level headings demoted to h2.
  // 4: schools' quick facts with sources, and their amounts in `cost_amounts`.
  // 5: every statement carries its source's confidence (schools' schema version 3); destinations keep the
  // facts their schools share (destinations' schema version 2).
  // 6: schools' profiles keep their CXC entry minimum (schools' schema version 5, decision 0048).
  version: 6,
  kind: "read-model",
  publicPages: true,
  handles: [CategoryAdded, CategoryRevised, DestinationAdded, DestinationRevised, PathwayAdded, PathwayRevised, SchoolAdded, SchoolRevised],
  tables: ["categories", "destinations", "pathways", "schools"],
  async apply(trx, event) {
    const category = CategoryAdded.match(event) ?? CategoryRevised.match(event);
    if (category) return upsertCategory(trx, category, event);
    const destination = DestinationAdded.match(event) ?? DestinationRevised.match(event);
    if (destination) return upsertDestination(trx, destination, event);
    const pathway = PathwayAdded.match(event) ?? PathwayRevised.match(event);
    if (pathway) return upsertPathway(trx, pathway, event);
    const school = SchoolAdded.match(event) ?? SchoolRevised.match(event);
    if (school) return upsertSchool(trx, school, event);
  },
});

async function upsertCategory(trx: ProjectionTransaction<CatalogTables>, category: Category, event: RecordedEvent) {
  const row = { name: category.name, slug: category.slug, description: category.description };
  await trx
    .insertInto("categories")
    .values({ id: category.id, ...row, created_at: event.recordedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

async function upsertDestination(trx: ProjectionTransaction<CatalogTables>, destination: Destination, event: RecordedEvent) {
  const row = {
    name: destination.name,
    slug: destination.slug,
    description: destination.description,
    image_url: destination.imageUrl,
    is_popular: destination.isPopular,
    is_caribbean: destination.isCaribbean,
    content: destination.content,
    content_html: (await renderMarkdown(destination.content)).html,
    facts: JSON.stringify(destination.facts),
    updated_at: event.recordedAt,
  };
  await trx
    .insertInto("destinations")
    .values({ id: destination.id, ...row, created_at: event.recordedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

async function upsertPathway(trx: ProjectionTransaction<CatalogTables>, pathway: Pathway, event: RecordedEvent) {
  const { id, name, slug, description, iconClass, color, content, ...details } = pathway;
  const row = {
    name,
    slug,
    description,
    icon_class: iconClass,
    color,
    content,
    content_html: (await renderMarkdown(content)).html,
    details: JSON.stringify(details),
    updated_at: event.recordedAt,
  };
  await trx
    .insertInto("pathways")
    .values({ id, ...row, created_at: event.recordedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

async function upsertSchool(trx: ProjectionTransaction<CatalogTables>, school: School, event: RecordedEvent) {
  const { id, slug, name, destinationId, type, isFeatured, isActive, ...profile } = school;
  const row = {
    slug,
    name,
    destination_id: destinationId,
    type,
    profile: JSON.stringify(profile),
    cost_amounts: JSON.stringify(schoolCostAmounts(school.quickFacts)),
    is_featured: isFeatured,
    is_active: isActive,
    updated_at: event.recordedAt,
  };
  await trx
    .insertInto("schools")
    .values({ id, ...row, created_at: event.recordedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}
