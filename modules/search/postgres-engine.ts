import { sql, type RawBuilder, type Transaction } from "kysely";
import { db, type Database, type Db } from "../database.ts";
import { foldRows, type FoldedTable, type JsonRowOf, type RecordedEvent } from "../eventstore/index.ts";
import { documentChangeFor, type DocumentType, type SearchDocument } from "./documents.ts";
import type { SearchEngine, SearchHit, SearchOptions } from "./engine.ts";
import type { SearchDocumentsTable } from "./tables.ts";

/** Words worth indexing and correcting: letters and digits in any alphabet, lowercased. */
export function wordsOf(text: string): string[] {
  return Array.from(new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
}

/** A `search_documents` row as the projection folds it (its tsvector is generated from it). */
type DocumentRow = JsonRowOf<SearchDocumentsTable>;

const documentsTable: FoldedTable<DocumentRow> = {
  table: "search_documents",
  key: "id",
  keyOf(event) {
    const change = documentChangeFor(event);
    return change ? (change.kind === "upsert" ? change.document.id : change.id) : null;
  },
  evolve: evolveDocument,
};

/** A search document's row after an event: the change `documentChangeFor` reads in it, applied to the row. */
export function evolveDocument(row: DocumentRow | undefined, event: RecordedEvent): DocumentRow | undefined {
  const change = documentChangeFor(event);
  const at = event.recordedAt.toISOString();
  if (!change) return row;
  if (change.kind === "delete") return undefined;
  if (change.kind === "set-visibility") return row && { ...row, visible: change.visible, updated_at: at };
  const { document } = change;
  return {
    id: document.id,
    type: document.type,
    entity_id: document.entityId,
    slug: document.slug,
    title: document.title,
    summary: document.summary,
    body: document.body,
    visible: row && change.keepVisibility ? row.visible : document.visible,
    extra: document.extra,
    updated_at: at,
  };
}

/** Words worth correcting a query to: a document's title and summary words of 3 to 40 letters. */
function indexedWords(document: SearchDocument): string[] {
  return wordsOf(`${document.title} ${document.summary}`).filter((word) => word.length >= 3 && word.length <= 40);
}

/** A batch of events into the index: the documents folded and written back at once, then every new word in one statement. */
export async function applyToPostgres(trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void> {
  await foldRows(trx, documentsTable, events);
  const words = new Set(
    events.flatMap((event) => {
      const change = documentChangeFor(event);
      return change?.kind === "upsert" ? indexedWords(change.document) : [];
    }),
  );
  if (words.size > 0) {
    await sql`insert into search_words (word) select jsonb_array_elements_text(${JSON.stringify([...words])}::jsonb)
      on conflict (word) do nothing`.execute(trx);
  }
}

/**
 * Full-text search with ranking (title above summary above body), any query
 * word may match, and typo tolerance: a query word the index has never seen is
 * replaced by the closest indexed word by trigram similarity ("medcine" ->
 * "medicine"), and titles are also matched by trigram word similarity.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = "postgres";

  constructor(private readonly database: Db = db()) {}

  async correctedWords(query: string): Promise<string[]> {
    const words = wordsOf(query).slice(0, 12);
    return Promise.all(
      words.map(async (word) => {
        if (word.length < 4) return word;
        const known = await this.database.selectFrom("search_words").select("word").where("word", "=", word).executeTakeFirst();
        if (known) return word;
        const closest = await sql<{ word: string }>`
          select word from search_words where word % ${word} order by word <-> ${word}, word limit 1`.execute(this.database);
        return closest.rows[0]?.word ?? word;
      }),
    );
  }

  async search(query: string, options: SearchOptions): Promise<SearchHit[]> {
    const words = await this.correctedWords(query);
    if (words.length === 0) return [];
    const tsquery = words.map((word) => sql`plainto_tsquery('english', ${word})`).reduce((left: RawBuilder<unknown>, right) => sql`${left} || ${right}`);
    const corrected = words.join(" ");
    const types = options.types?.length ? options.types : null;
    const rows = await sql<{ id: string; type: DocumentType; entity_id: string; slug: string; title: string; summary: string; extra: SearchHit["extra"] }>`
      with query as (select (${tsquery}) as terms)
      select id, type, entity_id, slug, title, summary, extra
      from search_documents, query
      where visible
        and (search_vector @@ query.terms or ${corrected} <% (title || ' ' || summary))
        and (${types}::text[] is null or type = any(${types}::text[]))
        and not (type = 'scholarship' and coalesce(extra->>'deadline', '9999-12-31') < ${options.today})
      order by
        ts_rank_cd(search_vector, query.terms, 32) + word_similarity(${corrected}, title) + similarity(${corrected}, title) desc,
        title
      limit ${options.limit ?? 50}`.execute(this.database);
    return rows.rows.map((row) => ({
      id: row.id,
      type: row.type,
      entityId: row.entity_id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      extra: row.extra,
    }));
  }
}
