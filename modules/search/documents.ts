import type { RecordedEvent } from "../eventstore/index.ts";
import {
  DestinationAdded,
  DestinationRevised,
  PathwayAdded,
  PathwayRevised,
  ProgrammeAdded,
  ProgrammeRevised,
  SchoolAdded,
  SchoolRevised,
} from "../catalog/index.ts";
import { PROGRAMME_LEVEL_LABELS } from "../catalog/browser.ts";
import { DirectoryEntryListed, DirectoryEntryRevised } from "../directory/index.ts";
import { entryPlace, INSTITUTION_TYPE_LABELS } from "../directory/browser.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "../content/index.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "../funding/index.ts";

/** Every event `documentChangeFor` turns into a change: the search projections read only these. */
export const DOCUMENT_EVENTS = [
  DestinationAdded,
  DestinationRevised,
  PathwayAdded,
  PathwayRevised,
  SchoolAdded,
  SchoolRevised,
  ProgrammeAdded,
  ProgrammeRevised,
  DirectoryEntryListed,
  DirectoryEntryRevised,
  ArticleDrafted,
  ArticleRevised,
  ArticlePublished,
  ArticleUnpublished,
  ArticleDeleted,
  ScholarshipListed,
  ScholarshipRevised,
  ScholarshipDeleted,
] as const;

/** "institution": a directory entry, an institution known from open data and not profiled (decision 0046). */
export const DOCUMENT_TYPES = ["article", "destination", "pathway", "scholarship", "school", "programme", "institution"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** One searchable thing, the same in every engine. */
export interface SearchDocument {
  /** `${type}-${entityId}` */
  id: string;
  type: DocumentType;
  entityId: string;
  slug: string;
  title: string;
  /** A line or two shown under the title. */
  summary: string;
  /** More text to match, never shown. */
  body: string;
  /** The school a programme is taught at, whose name and destination it is also found by. */
  schoolId: string | null;
  /** The destination it is in, whose name it is also found by; a programme's comes from its school. */
  destinationId: string | null;
  /** Hidden documents are kept (a draft article, an inactive scholarship) but never found. */
  visible: boolean;
  /** Type-specific fields a result shows: a scholarship's provider, amount, deadline and Apply link. */
  extra: Record<string, string | number | null>;
}

export type DocumentChange =
  /** `keepVisibility`: an existing document keeps its visibility (an article revision does not publish it). */
  | { kind: "upsert"; document: SearchDocument; keepVisibility?: boolean }
  | { kind: "set-visibility"; id: string; visible: boolean }
  | { kind: "delete"; id: string };

// Letters, digits, "-" and "_" only: Meilisearch accepts no other characters in a document id.
const documentId = (type: DocumentType, entityId: string) => `${type}-${entityId}`;

/** Each event's change, read once: a batch asks for it several times (its row, its new row, its words), and reading it parses the event's data. */
const changes = new WeakMap<RecordedEvent, DocumentChange | null>();

/**
 * How an event changes the search index, whatever the engine. Articles arrive
 * as drafts (hidden) and become visible when published, so the index never
 * needs another read model to know an article's text. The change is shared:
 * never modify it.
 */
export function documentChangeFor(event: RecordedEvent): DocumentChange | null {
  let change = changes.get(event);
  if (change === undefined) {
    change = readChange(event);
    changes.set(event, change);
  }
  return change;
}

function readChange(event: RecordedEvent): DocumentChange | null {
  const destination = DestinationAdded.match(event) ?? DestinationRevised.match(event);
  if (destination) {
    return upsert({
      type: "destination",
      entityId: destination.id,
      slug: destination.slug,
      title: destination.name,
      summary: destination.description,
      body: destination.content,
      schoolId: null,
      destinationId: null,
      visible: true,
      extra: { isCaribbean: destination.isCaribbean ? 1 : 0 },
    });
  }
  const pathway = PathwayAdded.match(event) ?? PathwayRevised.match(event);
  if (pathway) {
    return upsert({
      type: "pathway",
      entityId: pathway.id,
      slug: pathway.slug,
      title: pathway.name,
      summary: pathway.description,
      body: [pathway.content, ...pathway.whatYouStudy, ...pathway.careers.map((career) => career.title)].join("\n"),
      schoolId: null,
      destinationId: null,
      visible: true,
      extra: { iconClass: pathway.iconClass, color: pathway.color },
    });
  }
  const school = SchoolAdded.match(event) ?? SchoolRevised.match(event);
  if (school) {
    return upsert({
      type: "school",
      entityId: school.id,
      slug: school.slug,
      title: school.name,
      summary: school.description,
      // Its fields of study by their pathways' slugs ("computer-science"), so "engineering canada" finds it.
      body: [school.location ?? "", ...school.pathwaySlugs.map((slug) => slug.replaceAll("-", " ")), ...school.programs, ...school.highlights].join("\n"),
      schoolId: null,
      destinationId: school.destinationId,
      visible: school.isActive,
      extra: { location: school.location, destinationId: school.destinationId },
    });
  }
  const programme = ProgrammeAdded.match(event) ?? ProgrammeRevised.match(event);
  if (programme) {
    // Found by its school's name and destination too (its context); its result links to the school's page, whose slug the context step adds.
    return upsert({
      type: "programme",
      entityId: programme.id,
      slug: programme.slug,
      title: programme.name,
      summary: [programme.level ? PROGRAMME_LEVEL_LABELS[programme.level] : null, programme.duration?.text ?? null].filter(Boolean).join(" · "),
      body: [...programme.fields.map((field) => field.replaceAll("-", " ")), programme.cxcPrerequisites ?? ""].join("\n"),
      schoolId: programme.schoolId,
      destinationId: null,
      visible: programme.isActive,
      extra: { level: programme.level },
    });
  }
  const entry = DirectoryEntryListed.match(event) ?? DirectoryEntryRevised.match(event);
  if (entry) {
    // One of our profiled schools is found as that school, never twice.
    const place = entryPlace(entry);
    return upsert({
      type: "institution",
      entityId: entry.id,
      slug: entry.slug,
      title: entry.name,
      summary: entry.type ? `${INSTITUTION_TYPE_LABELS[entry.type]} in ${place}` : place,
      body: "",
      schoolId: null,
      destinationId: entry.destinationId,
      visible: entry.isActive && entry.profiledSchoolId === null,
      extra: { location: place },
    });
  }
  const article = ArticleDrafted.match(event) ?? ArticleRevised.match(event);
  if (article) {
    // Drafts are hidden; a revision replaces the text and keeps the article's published state.
    return {
      ...upsert({
        type: "article",
        entityId: article.articleId,
        slug: article.slug,
        title: article.title,
        summary: article.excerpt ?? "",
        body: article.content,
        schoolId: null,
        destinationId: null,
        visible: false,
        extra: { categoryId: article.categoryId, readTime: article.readTime },
      }),
      keepVisibility: event.type === ArticleRevised.type,
    };
  }
  const published = ArticlePublished.match(event);
  if (published) return { kind: "set-visibility", id: documentId("article", published.articleId), visible: true };
  const unpublished = ArticleUnpublished.match(event);
  if (unpublished) return { kind: "set-visibility", id: documentId("article", unpublished.articleId), visible: false };
  const deletedArticle = ArticleDeleted.match(event);
  if (deletedArticle) return { kind: "delete", id: documentId("article", deletedArticle.articleId) };
  const scholarship = ScholarshipListed.match(event) ?? ScholarshipRevised.match(event);
  if (scholarship) {
    return upsert({
      type: "scholarship",
      entityId: scholarship.id,
      slug: scholarship.slug,
      title: scholarship.title,
      summary: scholarship.description,
      body: [scholarship.provider, scholarship.eligibility ?? "", scholarship.amount ?? ""].join("\n"),
      // Its destination is a region ("caribbean"), not a catalogue destination: `extra` keeps it.
      schoolId: null,
      destinationId: null,
      visible: scholarship.isActive,
      extra: {
        provider: scholarship.provider,
        amount: scholarship.amount,
        deadline: scholarship.deadline,
        // Its cycles as JSON, so a result says the award's window on the day searched (decision 0043).
        dating: JSON.stringify({
          deadline: scholarship.deadline,
          deadlineCycle: scholarship.deadlineCycle,
          deadlineSourceUrl: scholarship.deadlineSourceUrl,
          opensOn: scholarship.opensOn,
          earlierCycles: scholarship.earlierCycles,
          fixedWindow: scholarship.fixedWindow,
        }),
        applicationUrl: scholarship.applicationUrl,
        destinationId: scholarship.destinationId,
      },
    });
  }
  const deletedScholarship = ScholarshipDeleted.match(event);
  if (deletedScholarship) return { kind: "delete", id: documentId("scholarship", deletedScholarship.id) };
  return null;
}

function upsert(document: Omit<SearchDocument, "id">): DocumentChange & { kind: "upsert" } {
  return { kind: "upsert", document: { ...document, id: documentId(document.type, document.entityId) } };
}
