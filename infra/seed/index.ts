import { catalogProjection, programmesProjection, syncCatalogEntry, syncProgramme } from "../../modules/catalog/index.ts";
import { articlesProjection, syncArticle } from "../../modules/content/index.ts";
import { directoryProjection } from "../../modules/directory/index.ts";
import { catchUp, type Actor, type SyncOutcome } from "../../modules/eventstore/index.ts";
import { scholarshipsProjection, syncScholarship } from "../../modules/funding/index.ts";
import { searchDocumentsProjection } from "../../modules/search/index.ts";
import { seedCounselors } from "./counseling/index.ts";
import { seedDirectory } from "./directory/index.ts";
import { seedChecklistLibrary, seedEvents, seedPlannerFacts } from "./portal/index.ts";
import { articles } from "./content/articles.ts";
import { scholarships } from "./funding/scholarships.ts";
import { categories } from "./catalog/categories.ts";
import { destinations } from "./catalog/destinations.ts";
import { pathways } from "./catalog/pathways.ts";
import { schools } from "./catalog/schools.ts";
import { programmes, programmeSeedProblems } from "./catalog/programmes.ts";

/** The seed content, in the order it must be appended (schools refer to destinations and pathways). */
export const seedContent = {
  category: categories,
  destination: destinations,
  pathway: pathways,
  school: schools,
} as const;

type SeedKind =
  | keyof typeof seedContent
  | "directoryEntry"
  | "programme"
  | "article"
  | "scholarship"
  | "counselor"
  | "exchangeRate"
  | "upfrontCost"
  | "exclusiveEvent"
  | "checklistTemplate";
export type SeedTally = Record<SeedKind, Record<SyncOutcome, number>>;

/** Seed articles, published on their stated dates. */
export const seedArticles = articles.map(({ id, publishedAt, ...content }) => ({
  articleId: id,
  publishedAt: `${publishedAt.slice(0, 10)}T12:00:00.000Z`,
  content: { ...content, imageUrl: null },
}));
export const seedScholarships = scholarships;

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
  problems.push(...programmeSeedProblems(pathwaySlugs));
  const pathwayIds = new Set(pathways.map((pathway) => pathway.id));
  const categoryIds = new Set(categories.map((category) => category.id));
  for (const article of articles) {
    if (!categoryIds.has(article.categoryId)) problems.push(`article ${article.slug}: unknown category ${article.categoryId}`);
    if (article.destinationId && !destinationIds.has(article.destinationId))
      problems.push(`article ${article.slug}: unknown destination ${article.destinationId}`);
    if (article.pathwayId && !pathwayIds.has(article.pathwayId)) problems.push(`article ${article.slug}: unknown pathway ${article.pathwayId}`);
  }
  for (const scholarship of scholarships) {
    if (scholarship.pathwayId && !pathwayIds.has(scholarship.pathwayId))
      problems.push(`scholarship ${scholarship.slug}: unknown pathway ${scholarship.pathwayId}`);
  }
  return problems;
}

/**
 * Appends the seed content as events. Idempotent: an entry already as seeded
 * appends nothing; one whose seed content improved gets a Revised event. The
 * read tables are projected before it returns, so the site shows the seed at once.
 * `directory: false` leaves out the 3,617 directory entries (about 4 s): for
 * tests that never read them.
 */
export async function seed(by: Actor, { directory = true }: { directory?: boolean } = {}): Promise<SeedTally> {
  const problems = seedReferenceProblems();
  if (problems.length) throw new Error(`Seed content has broken references:\n  ${problems.join("\n  ")}`);
  const tally = {} as SeedTally;
  for (const [kind, entries] of Object.entries(seedContent) as [keyof typeof seedContent, readonly { id: string }[]][]) {
    tally[kind] = { added: 0, revised: 0, unchanged: 0 };
    for (const entry of entries) tally[kind][await syncCatalogEntry(kind, entry, by)] += 1;
  }
  // Programmes after their schools and pathways: each names its school and fields of study.
  tally.programme = { added: 0, revised: 0, unchanged: 0 };
  for (const programme of programmes) tally.programme[await syncProgramme(programme, by)] += 1;
  // The directory links entries to the profiled schools, read from the catalogue's tables.
  await catchUp(catalogProjection);
  tally.directoryEntry = directory ? await seedDirectory(by) : { added: 0, revised: 0, unchanged: 0 };
  tally.article = { added: 0, revised: 0, unchanged: 0 };
  for (const article of seedArticles) tally.article[await syncArticle(article, by)] += 1;
  tally.scholarship = { added: 0, revised: 0, unchanged: 0 };
  for (const scholarship of seedScholarships) tally.scholarship[await syncScholarship(scholarship, by)] += 1;
  tally.counselor = await seedCounselors(by);
  Object.assign(tally, await seedPlannerFacts(by));
  Object.assign(tally, await seedEvents(by));
  tally.checklistTemplate = await seedChecklistLibrary(by);
  for (const projection of [
    catalogProjection,
    programmesProjection,
    directoryProjection,
    articlesProjection,
    scholarshipsProjection,
    searchDocumentsProjection,
  ])
    await catchUp(projection);
  return tally;
}
