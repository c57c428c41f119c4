import { Meilisearch, type Index } from "meilisearch";
import type { DocumentChange, DocumentType, SearchDocument } from "./documents.ts";
import type { SearchEngine, SearchHit, SearchOptions } from "./engine.ts";

type MeiliDocument = Omit<SearchDocument, "extra"> & { extra: SearchDocument["extra"] };

/**
 * The same port over Meilisearch, which brings its own ranking and typo
 * tolerance. Writes wait for Meilisearch to finish each task, so a failed
 * write fails the projection (and is retried) instead of vanishing.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly name = "meilisearch";
  private readonly index: Index<MeiliDocument>;
  private settingsApplied = false;

  constructor(
    host: string,
    apiKey: string | undefined,
    readonly indexUid: string,
  ) {
    this.index = new Meilisearch({ host, apiKey }).index<MeiliDocument>(indexUid);
  }

  private async ensureSettings(): Promise<void> {
    if (this.settingsApplied) return;
    await this.index
      .updateSettings({
        searchableAttributes: ["title", "summary", "body"],
        filterableAttributes: ["type", "visible"],
        displayedAttributes: ["id", "type", "entityId", "slug", "title", "summary", "extra", "visible"],
      })
      .waitTask();
    this.settingsApplied = true;
  }

  async apply(change: DocumentChange): Promise<void> {
    await this.ensureSettings();
    if (change.kind === "delete") {
      await this.index.deleteDocument(change.id).waitTask();
    } else if (change.kind === "set-visibility") {
      await this.index.updateDocuments([{ id: change.id, visible: change.visible }], { primaryKey: "id" }).waitTask();
    } else if (change.keepVisibility) {
      // A partial update keeps the stored `visible`; a new document without it is never found.
      const { visible: _visible, ...rest } = change.document;
      await this.index.updateDocuments([rest], { primaryKey: "id" }).waitTask();
    } else {
      await this.index.addDocuments([change.document], { primaryKey: "id" }).waitTask();
    }
  }

  /** Empties the index, for a rebuild from the events. */
  async reset(): Promise<void> {
    await this.index.deleteAllDocuments().waitTask();
    this.settingsApplied = false;
  }

  async search(query: string, options: SearchOptions): Promise<SearchHit[]> {
    const filter = ["visible = true"];
    if (options.types?.length) filter.push(`type IN [${options.types.map((type) => JSON.stringify(type)).join(", ")}]`);
    const limit = options.limit ?? 50;
    // With a share per type, more are asked for so the types beyond the first have theirs.
    const response = await this.index.search(query, { filter, limit: options.perType ? limit * 2 : limit });
    // A closed scholarship is found (a student prepares for its next round), after everything open.
    const isClosed = (hit: (typeof response.hits)[number]) =>
      hit.type === "scholarship" && typeof hit.extra?.deadline === "string" && hit.extra.deadline < options.today;
    const perType = new Map<string, number>();
    const withinShare = (hit: (typeof response.hits)[number]) => {
      const count = (perType.get(hit.type) ?? 0) + 1;
      perType.set(hit.type, count);
      return options.perType === undefined || count <= options.perType;
    };
    const ordered = [...response.hits.filter((hit) => !isClosed(hit)), ...response.hits.filter(isClosed)];
    return ordered
      .filter(withinShare)
      .slice(0, limit)
      .map((hit) => ({
        id: hit.id,
        type: hit.type as DocumentType,
        entityId: hit.entityId,
        slug: hit.slug,
        title: hit.title,
        summary: hit.summary,
        extra: hit.extra ?? {},
      }));
  }
}
