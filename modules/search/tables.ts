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
  search_vector: ColumnType<string, never, never>;
}

export interface SearchTables {
  search_documents: SearchDocumentsTable;
  search_words: { word: string };
}
