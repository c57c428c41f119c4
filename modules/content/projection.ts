import { sql } from "kysely";
import { defineProjection } from "../eventstore/index.ts";
import { renderMarkdown } from "../platform/index.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ArticleContent } from "./schemas.ts";

/** An article's columns from its content, but its compiled HTML: `derived` compiles that once per batch. */
function contentColumns(content: ArticleContent) {
  return {
    slug: content.slug,
    title: content.title,
    excerpt: content.excerpt,
    content: content.content,
    image_url: content.imageUrl,
    category_id: content.categoryId,
    destination_id: content.destinationId,
    pathway_id: content.pathwayId,
    read_time: content.readTime,
    is_featured: content.isFeatured,
  };
}

/**
 * Articles as readers and editors see them; markdown is compiled here, never
 * on a page view, and once per batch, for the article's text as the batch
 * leaves it: the earlier revisions' HTML would be overwritten before commit.
 */
export const articlesProjection = defineProjection({
  name: "content.articles",
  // 2: top-level headings demoted to h2.
  version: 2,
  kind: "read-model",
  publicPages: true,
  handles: [ArticleDrafted, ArticleRevised, ArticlePublished, ArticleUnpublished, ArticleDeleted],
  tables: ["articles"],
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
  async apply(trx, event) {
    const drafted = ArticleDrafted.match(event);
    if (drafted) {
      const { articleId, ...content } = drafted;
      await trx
        .insertInto("articles")
        .values({
          id: articleId,
          ...contentColumns(content),
          // Compiled by `derived` before the batch commits.
          content_html: "",
          headings: "[]",
          is_published: false,
          published_at: null,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return;
    }
    const revised = ArticleRevised.match(event);
    if (revised) {
      const { articleId, ...content } = revised;
      await trx
        .updateTable("articles")
        .set({ ...contentColumns(content), updated_at: event.recordedAt })
        .where("id", "=", articleId)
        .execute();
      return;
    }
    const published = ArticlePublished.match(event);
    if (published) {
      await trx
        .updateTable("articles")
        .set({ is_published: true, published_at: new Date(published.publishedAt), updated_at: event.recordedAt })
        .where("id", "=", published.articleId)
        .execute();
      return;
    }
    const unpublished = ArticleUnpublished.match(event);
    if (unpublished) {
      await trx
        .updateTable("articles")
        .set({ is_published: false, published_at: null, updated_at: event.recordedAt })
        .where("id", "=", unpublished.articleId)
        .execute();
      return;
    }
    const deleted = ArticleDeleted.match(event);
    if (deleted) await trx.deleteFrom("articles").where("id", "=", deleted.articleId).execute();
  },
});
