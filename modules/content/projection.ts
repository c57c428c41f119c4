import { sql } from "kysely";
import { defineProjection, foldedTableWrites, type FoldedTable } from "../eventstore/index.ts";
import { renderMarkdown } from "../platform/index.ts";
import { articleIdOf, evolveArticle, type ArticleRow } from "./article-rows.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ContentTables } from "./tables.ts";

const articlesTable: FoldedTable<ArticleRow> = { table: "articles", key: "id", keyOf: articleIdOf, evolve: evolveArticle };

/**
 * Articles as readers and editors see them; markdown is compiled here, never
 * on a page view, and once per batch, for the article's text as the batch
 * leaves it: the earlier revisions' HTML would be overwritten before commit.
 */
export const articlesProjection = defineProjection<ContentTables>({
  name: "content.articles",
  // 2: top-level headings demoted to h2.
  version: 2,
  kind: "read-model",
  publicPages: true,
  handles: [ArticleDrafted, ArticleRevised, ArticlePublished, ArticleUnpublished, ArticleDeleted],
  tables: ["articles"],
  ...foldedTableWrites(articlesTable),
  derived: {
    rowOf: (event) => (ArticleDrafted.match(event) ?? ArticleRevised.match(event))?.articleId ?? null,
    async derive(trx, articleIds) {
      const articles = await trx.selectFrom("articles").select(["id", "content"]).where("id", "in", articleIds).execute();
      if (articles.length === 0) return;
      const compiled = [];
      for (const article of articles) {
        const rendered = await renderMarkdown(article.content);
        compiled.push({ id: article.id, html: rendered.html, headings: JSON.stringify(rendered.headings) });
      }
      const values = compiled.map((row) => sql`(${row.id}, ${row.html}, ${row.headings}::jsonb)`);
      await sql`update articles set content_html = compiled.html, headings = compiled.headings
        from (values ${sql.join(values)}) as compiled (id, html, headings) where articles.id = compiled.id`.execute(trx);
    },
  },
});
