import { defineProjection } from "../eventstore/index.ts";
import { renderMarkdown } from "../platform/index.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ArticleContent } from "./schemas.ts";

async function contentColumns(content: ArticleContent) {
  const rendered = await renderMarkdown(content.content);
  return {
    slug: content.slug,
    title: content.title,
    excerpt: content.excerpt,
    content: content.content,
    content_html: rendered.html,
    headings: JSON.stringify(rendered.headings),
    image_url: content.imageUrl,
    category_id: content.categoryId,
    destination_id: content.destinationId,
    pathway_id: content.pathwayId,
    read_time: content.readTime,
    is_featured: content.isFeatured,
  };
}

/** Articles as readers and editors see them; markdown is compiled here, once, never on a page view. */
export const articlesProjection = defineProjection({
  name: "content.articles",
  // 2: top-level headings demoted to h2.
  version: 2,
  kind: "read-model",
  publicPages: true,
  handles: [ArticleDrafted, ArticleRevised, ArticlePublished, ArticleUnpublished, ArticleDeleted],
  tables: ["articles"],
  async apply(trx, event) {
    const drafted = ArticleDrafted.match(event);
    if (drafted) {
      const { articleId, ...content } = drafted;
      await trx
        .insertInto("articles")
        .values({
          id: articleId,
          ...(await contentColumns(content)),
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
        .set({ ...(await contentColumns(content)), updated_at: event.recordedAt })
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
