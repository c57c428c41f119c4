import { sql, type RawBuilder } from "kysely";
import { db, type Db } from "./db.ts";
import { foldRows, type FoldedTable, type JsonRowOf, type RecordedEvent, type ProjectionTransaction } from "../eventstore/index.ts";
import { DOCUMENT_TYPES, documentChangeFor, type DocumentType } from "./documents.ts";
import type { SearchEngine, SearchHit, SearchOptions } from "./engine.ts";
import type { SearchDocumentsTable, SearchTables } from "./tables.ts";

/** A word: letters and digits in any alphabet. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Words worth indexing and correcting: letters and digits in any alphabet, lowercased. */
export function wordsOf(text: string): string[] {
  return Array.from(new Set(text.toLowerCase().match(WORD) ?? []));
}

/** A `search_documents` row as the projection folds it (its tsvector is generated from it). */
type DocumentRow = JsonRowOf<SearchDocumentsTable>;

const documentsTable: FoldedTable<DocumentRow> = {
  table: "search_documents",
  key: "id",
  keyOf: documentIdOf,
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
    school_id: document.schoolId,
    destination_id: document.destinationId,
    // Its school's and destination's names, filled in by `refreshContexts` after the batch.
    context: row?.context ?? "",
  };
}

/**
 * Words worth correcting a query to: the title and summary words of 3 to 40
 * letters of every document these events write, once each (a rebuild reads
 * 100,000 titles and summaries, and building an array per event cost more than
 * finding their words), each marked curated when a document other than a
 * directory entry holds it.
 */
function indexedWords(events: readonly RecordedEvent[]): Map<string, boolean> {
  const words = new Map<string, boolean>();
  for (const event of events) {
    const change = documentChangeFor(event);
    if (change?.kind !== "upsert") continue;
    const curated = change.document.type !== "institution";
    for (const word of `${change.document.title} ${change.document.summary}`.toLowerCase().match(WORD) ?? []) {
      if (word.length >= 3 && word.length <= 40) words.set(word, curated || words.get(word) === true);
    }
  }
  return words;
}

/** The search document an event changes, if any: the row whose title terms it may change. */
export function documentIdOf(event: RecordedEvent): string | null {
  const change = documentChangeFor(event);
  return change ? (change.kind === "upsert" ? change.document.id : change.id) : null;
}

/**
 * The title terms of these documents, rebuilt from their stored rows (the
 * visibility may be the one kept): the search projection's derived value, so
 * a batch rebuilds each document's terms once, and a rebuild once after its
 * fill. A title's terms are the lexemes weighted A in the document's vector,
 * each with its number of positions in the whole text, read from the stored
 * vector (a rebuild adds its generated columns back before it derives,
 * replay.ts): computing the vector again here cost as much as storing it. A
 * document gone leaves none.
 */
export async function refreshTitleTerms(trx: ProjectionTransaction<SearchTables>, documentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(documentIds)];
  if (ids.length === 0) return;
  await trx.deleteFrom("search_title_terms").where("document_id", "in", ids).execute();
  await sql`
    insert into search_title_terms (term, document_id, type, visible, deadline, title_length, occurrences)
    select term.lexeme, document.id, document.type, document.visible, document.extra->>'deadline', length(document.title),
      array_length(term.positions, 1)
    from search_documents as document cross join unnest(document.search_vector) as term
    where document.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and 'A' = any(term.weights)`.execute(trx);
}

/**
 * The context of these documents and of every document placed by one of them
 * (a school's programmes, a destination's schools): the names of the school
 * and destination each belongs to, a programme's destination being its
 * school's. Part of the search projection's derived step, so a renamed school
 * or destination is found by its new name everywhere; only documents whose
 * context changed are written (their vectors are regenerated). Returns every
 * document that still exists and was looked at.
 */
export async function refreshContexts(trx: ProjectionTransaction<SearchTables>, documentIds: readonly string[]): Promise<string[]> {
  const ids = JSON.stringify([...new Set(documentIds)]);
  const affected = await sql<{ id: string }>`
    with changed as (
      select id, type, entity_id from search_documents where id in (select jsonb_array_elements_text(${ids}::jsonb))
    ),
    affected as (
      select id from changed
      union select member.id from changed join search_documents as member on changed.type = 'school' and member.school_id = changed.entity_id
      union select member.id from changed join search_documents as member on changed.type = 'destination' and member.destination_id = changed.entity_id
    ),
    located as (
      select document.id,
        case when document.school_id is null then document.destination_id else school.destination_id end as destination_id,
        school.title as school_name, school.slug as school_slug
      from affected join search_documents as document using (id)
        left join search_documents as school on school.id = 'school-' || document.school_id
    ),
    placed as (
      -- The destination by its name and its address's words ("United Kingdom", "uk"), as students write it.
      select located.id, located.destination_id,
        concat_ws(' ', located.school_name, destination.title, replace(destination.slug, '-', ' ')) as context,
        -- A programme's result names its school and links to its page.
        case when located.school_name is null then '{}'::jsonb
          else jsonb_build_object('schoolName', located.school_name, 'schoolSlug', located.school_slug) end as school
      from located left join search_documents as destination on destination.id = 'destination-' || located.destination_id
    ),
    updated as (
      update search_documents as document
      set destination_id = placed.destination_id, context = placed.context, extra = document.extra || placed.school
      from placed
      where document.id = placed.id
        and (document.destination_id is distinct from placed.destination_id or document.context <> placed.context
          or not document.extra @> placed.school)
    )
    select id from affected`.execute(trx);
  return affected.rows.map((row) => row.id);
}

/** The search projection's derived step: contexts first, then the title terms of these documents (a deleted one loses its) and of every one whose context was looked at. */
export async function deriveDocuments(trx: ProjectionTransaction<SearchTables>, documentIds: readonly string[]): Promise<void> {
  await refreshTitleTerms(trx, [...documentIds, ...(await refreshContexts(trx, documentIds))]);
}

/** A batch of events into the index: the documents folded and written back at once, then every new word in one statement (their title terms are derived after: `refreshTitleTerms`). */
export async function applyToPostgres(trx: ProjectionTransaction<SearchTables>, events: readonly RecordedEvent[]): Promise<void> {
  await foldRows(trx, documentsTable, events);
  const words = indexedWords(events);
  if (words.size > 0) {
    const rows = JSON.stringify([...words].map(([word, curated]) => ({ word, curated })));
    await sql`insert into search_words (word, curated) select word, curated from jsonb_to_recordset(${rows}::jsonb) as given (word text, curated boolean)
      on conflict (word) do update set curated = true where excluded.curated and not search_words.curated`.execute(trx);
  }
}

/** A query word as the search reads it. */
export interface QueryWord {
  /** What the title's trigram similarity is measured against: the word typed, or its correction. */
  ranked: string;
  /** The indexed words the full text looks for (the word itself when none is known). */
  matched: string[];
}

/**
 * How candidates are picked, for each type on its own (decision 0050).
 * Scoring a document costs tens of microseconds (its whole text vector, two
 * trigram comparisons of its title), and reading every match of a common word
 * costs more than scoring: 20,000 programmes hold "science". So each type's
 * candidates come from reads an index bounds: the documents holding every
 * query word, then all but one, those whose titles hold a query term (the
 * shortest titles and the most mentions of each term), and while a type is
 * still short of a page, any of its documents holding some word. At most
 * `share + EXTRA_CANDIDATES` of each type are scored, those likely to hold the
 * most words first, and the MOST_MENTIONS that mention them most: more than the
 * page shows of a type, and than the seed's whole index holds of most, so the
 * seed's results rank as if every match were scored.
 */
const EXTRA_CANDIDATES = 10;
/** Per type and query term, the titles that mention the term most (the full-text rank favours them), beside the shortest; and per type, as many of the documents that mention the words most. */
const MOST_MENTIONS = 10;
/** How many indexed words a three-letter word no title or summary holds stands for ("med": medical, medicine...). */
const PREFIX_EXPANSIONS = 8;
/** Corrections equally close to a typo that are all looked for ("scholarhsip": scholars, scholarship). */
const TIED_CORRECTIONS = 3;

/**
 * Full-text search with ranking (documents holding every query word above
 * those holding some, then title above summary above context and body, then
 * titles closest to the query by trigram similarity), any query word may match, and
 * typo tolerance: a query word the index has never seen is read as the
 * closest indexed words by trigram similarity ("medcine" -> "medicine"), a
 * three-letter one as the indexed words it begins ("med" -> "medicine").
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = "postgres";

  constructor(private readonly database: Db = db()) {}

  /**
   * Each query word as the search reads it, in one round trip: an indexed word
   * (or one under three letters) as typed; a three-letter one no title or
   * summary holds as the indexed words it begins; a longer one as its closest
   * indexed words by trigram similarity, all of them when several are equally
   * close ("scholarhsip": scholars and scholarship), the one of the typed
   * length ranked; any word nothing resembles as typed. Stop words ("in",
   * "the") are left out: the full text never holds them, so no document
   * could hold every word of "study in the united kingdom".
   */
  async correctedWords(query: string): Promise<QueryWord[]> {
    const words = wordsOf(query).slice(0, 12);
    if (words.length === 0) return [];
    const rows = await sql<{ position: string; word: string | null; closeness: number | null; stop: boolean }>`
      with typed as (select word, position from unnest(${words}::text[]) with ordinality as typed (word, position))
      select typed.position, found.word, found.closeness, numnode(plainto_tsquery('english', typed.word)) = 0 as stop
      from typed left join lateral (
        select word, 1::real as closeness from search_words where word = typed.word
        union all
        (select word, 0::real from search_words
          -- A query word holds letters and digits only, nothing LIKE reads as a pattern.
          where length(typed.word) = 3 and word like typed.word || '%'
            and not exists (select from search_words as known where known.word = typed.word)
          order by curated desc, length(word), word limit ${PREFIX_EXPANSIONS})
        union all
        (select word, similarity(word, typed.word) from search_words
          where length(typed.word) > 3 and word % typed.word
            and not exists (select from search_words as known where known.word = typed.word)
          order by 2 desc, abs(length(word) - length(typed.word)), word limit ${TIED_CORRECTIONS})
      ) as found on true
      order by typed.position, found.closeness desc, abs(length(found.word) - length(typed.word)), found.word`.execute(this.database);
    return words.flatMap((word, index) => {
      const rowsOfWord = rows.rows.filter((row) => Number(row.position) === index + 1);
      if (rowsOfWord[0]?.stop) return [];
      const found = rowsOfWord.filter((row): row is typeof row & { word: string; closeness: number } => row.word !== null);
      const closest = found[0];
      // Three letters: ranked as typed, which is as close to every word it begins.
      if (!closest || closest.word === word || word.length <= 3) return [{ ranked: word, matched: found.length ? found.map((row) => row.word) : [word] }];
      return [{ ranked: closest.word, matched: found.filter((row) => row.closeness === closest.closeness).map((row) => row.word) }];
    });
  }

  async search(query: string, options: SearchOptions): Promise<SearchHit[]> {
    const words = await this.correctedWords(query);
    if (words.length === 0) return [];
    const matched = words.flatMap((word) => word.matched);
    const anyOf = (forms: readonly RawBuilder<unknown>[]) => forms.reduce((left, right) => sql`(${left} || ${right})`);
    const allOf = (forms: readonly RawBuilder<unknown>[]) => forms.reduce((left, right) => sql`(${left} && ${right})`);
    // Each query word as a query of its own (its corrections are alternatives), then all of them, all but one, and any of them.
    const eachWord = words.map((word) => anyOf(word.matched.map((form) => sql`plainto_tsquery('english', ${form})`)));
    const everyWord = allOf(eachWord);
    // Three words or more: with two, all but one is any one.
    const allButOne = words.length > 2 ? anyOf(eachWord.map((_, left) => allOf(eachWord.filter((__, index) => index !== left)))) : everyWord;
    const anyWord = anyOf(eachWord);
    const wordsHeld = eachWord.map((_, index) => sql`(search_vector @@ query.each_word[${index + 1}])::int`).reduce((left, right) => sql`${left} + ${right}`);
    const ranked = words.map((word) => word.ranked).join(" ");
    const types = options.types?.length ? options.types : DOCUMENT_TYPES;
    const limit = options.limit ?? 50;
    // How many of a type the page can show: what each type's candidates are bounded by.
    const share = Math.min(options.perType ?? limit, limit);
    const candidates = share + EXTRA_CANDIDATES;
    return this.database.transaction().execute(async (trx) => {
      // The planner reckons a common word's matches dense enough to find a type's first few by reading the
      // table in order; a type of 37 documents among 36,000 is then found after reading all of them.
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await sql<{ id: string; type: DocumentType; entity_id: string; slug: string; title: string; summary: string; extra: SearchHit["extra"] }>`
        with query as materialized (
          select (${anyWord}) as any_word, (${everyWord}) as every_word, (${allButOne}) as all_but_one, array[${sql.join(eachWord)}]::tsquery[] as each_word
        ),
        wanted as (select type from unnest(${types}::text[]) as type),
        terms as (select distinct term from unnest(tsvector_to_array(to_tsvector('english', ${matched.join(" ")}))) as term),
        -- Documents holding every word, then all but one (in title, text or context), however their titles read: the type and words index together.
        every_word as materialized (
          select found.id, wanted.type, ${words.length}::int as holds, false as in_title, null::int as title_length, null::int as mentions
          from wanted cross join lateral (
            select id from search_documents, query where ${words.length > 1} and type = wanted.type and search_vector @@ query.every_word and visible limit ${candidates}
          ) as found
        ),
        -- Of a type not filled by those, all but one.
        all_but_one as (
          select found.id, wanted.type, ${words.length - 1}::int as holds, false as in_title, null::int as title_length, null::int as mentions
          from wanted cross join lateral (
            select id from search_documents, query where ${words.length > 2} and type = wanted.type and search_vector @@ query.all_but_one and visible
              and (select count(*) from every_word where every_word.type = wanted.type) < ${candidates}
            limit ${candidates}
          ) as found
        ),
        -- For each type and term, the shortest titles holding it (trigram similarity favours them) and those mentioning it most.
        title_terms as (
          select found.document_id as id, wanted.type, found.title_length, found.occurrences
          from wanted cross join terms cross join lateral (
            (select document_id, title_length, occurrences from search_title_terms as term_row
              where term_row.term = terms.term and term_row.type = wanted.type and term_row.visible
              order by title_length, document_id limit ${candidates})
            union
            (select document_id, title_length, occurrences from search_title_terms as term_row
              where term_row.term = terms.term and term_row.type = wanted.type and term_row.visible
              order by occurrences desc, document_id limit ${MOST_MENTIONS})
          ) as found
        ),
        title_matches as (
          select id, type, count(*)::int as holds, true as in_title, min(title_length) as title_length, max(occurrences) as mentions from title_terms group by id, type
        ),
        -- Those likely to hold the most words first, titles first among them, the shortest first, and some that mention the words most.
        picked as (
          select id, type,
            row_number() over (partition by type order by max(holds) desc, bool_or(in_title) desc, min(title_length) nulls last, id) as by_length,
            row_number() over (partition by type order by max(holds) desc, max(mentions) desc nulls last, id) as by_mentions
          from (select * from every_word union all select * from all_but_one union all select * from title_matches) as found
          group by id, type
        ),
        -- A type still short of a page: any of its documents holding some word.
        short_types as (select type from wanted where (select count(*) from picked where picked.type = wanted.type) < ${share}),
        some_words as (
          select found.id from short_types cross join lateral (
            select id from search_documents, query where type = short_types.type and search_vector @@ query.any_word and visible limit ${share}
          ) as found
        ),
        candidates as (select id from picked where by_length <= ${candidates} or by_mentions <= ${MOST_MENTIONS} union select id from some_words),
        scored as (
          select id, type, entity_id, slug, title, summary, extra,
            -- Every word before most words before some (a word's corrections count as it).
            ${wordsHeld} as words_held,
            -- A closed scholarship is found (a student prepares for its next round), after everything open that holds as many words.
            (type = 'scholarship' and coalesce(extra->>'deadline', '9999-12-31') < ${options.today}) as closed,
            ts_rank_cd(search_vector, query.any_word, 32) + word_similarity(${ranked}, title) + similarity(${ranked}, title) as score
          from candidates join search_documents using (id), query
        ),
        ranked as (select *, row_number() over (partition by type order by words_held desc, closed, score desc, title) as in_type from scored)
        select id, type, entity_id, slug, title, summary, extra from ranked
        -- A type may fill only its share of the page, so a word thousands of programmes hold leaves room for the rest.
        where ${options.perType ?? null}::int is null or in_type <= ${options.perType ?? null}::int
        order by words_held desc, closed, score desc, title
        limit ${limit}`.execute(trx);
      return rows.rows.map((row) => ({
        id: row.id,
        type: row.type,
        entityId: row.entity_id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        extra: row.extra,
      }));
    });
  }
}
