import { categories } from "./catalog/categories.ts";
import { destinations } from "./catalog/destinations.ts";
import { pathways } from "./catalog/pathways.ts";
import { schools } from "./catalog/schools.ts";

/** The seed content, in the order it must be appended (schools refer to destinations and pathways). */
export const seedContent = {
  category: categories,
  destination: destinations,
  pathway: pathways,
  school: schools,
} as const;

/** Cross-references a schema cannot check: every school's destination and pathways, every related pathway, exist. */
export function seedReferenceProblems(): string[] {
  const destinationIds = new Set(destinations.map((destination) => destination.id));
  const pathwaySlugs = new Set(pathways.map((pathway) => pathway.slug));
  const problems: string[] = [];
  for (const school of schools) {
    if (!destinationIds.has(school.destinationId)) problems.push(`school ${school.slug}: unknown destination ${school.destinationId}`);
    for (const slug of school.pathwaySlugs) if (!pathwaySlugs.has(slug)) problems.push(`school ${school.slug}: unknown pathway ${slug}`);
  }
  for (const pathway of pathways) {
    for (const slug of pathway.relatedSlugs) if (!pathwaySlugs.has(slug)) problems.push(`pathway ${pathway.slug}: unknown related pathway ${slug}`);
  }
  return problems;
}
