import type { ColumnType } from "kysely";

export interface ArticleHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface ArticlesTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  content_html: string;
  headings: ColumnType<ArticleHeading[], string, string>;
  image_url: string | null;
  category_id: string | null;
  destination_id: string | null;
  pathway_id: string | null;
  read_time: number;
  is_published: boolean;
  is_featured: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ContentTables {
  articles: ArticlesTable;
}
