import type { ColumnType } from "kysely";

export interface SearchDocumentsTable {
  id: string;
  type: string;
  entity_id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  visible: boolean;
  extra: ColumnType<Record<string, string | number | null>, string, string>;
  updated_at: Date;
  /** The school a programme is taught at. */
  school_id: string | null;
  /** The destination a school, programme or directory entry is in (a programme's is its school's, kept by the derived step). */
  destination_id: string | null;
  /** The names of its school and destination, matched as the body is: kept up by `refreshContexts`. */
  context: string;
  search_vector: ColumnType<string, never, never>;
}

/** Each title's terms (its stemmed words, as the full text sees them), one row per document: search's candidates by an index alone. */
export interface SearchTitleTermsTable {
  term: string;
  document_id: string;
  type: string;
  visible: boolean;
  /** A scholarship's deadline (YYYY-MM-DD), so closed ones are left out as on search_documents. */
  deadline: string | null;
  title_length: number;
  /** How often the term occurs in the whole document, title, summary and body. */
  occurrences: number;
}

export interface SearchTables {
  search_documents: SearchDocumentsTable;
  search_title_terms: SearchTitleTermsTable;
  /** `curated`: a word of a document we write (not only of a directory entry's name), which a three-letter prefix stands for first. */
  search_words: { word: string; curated: boolean };
}
