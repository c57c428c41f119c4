import type { JsonRowOf, RecordedEvent } from "../eventstore/index.ts";
import type { ArticlesTable } from "./tables.ts";
import { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
import type { ArticleContent } from "./schemas.ts";

/** An `articles` row as the projection folds it: times as ISO text; `content_html` compiled by its derived value. */
export type ArticleRow = JsonRowOf<ArticlesTable>;

/** The article an event changes. */
export function articleIdOf(event: RecordedEvent): string | null {
  return (
    (
      ArticleDrafted.match(event) ??
      ArticleRevised.match(event) ??
      ArticlePublished.match(event) ??
      ArticleUnpublished.match(event) ??
      ArticleDeleted.match(event)
    )?.articleId ?? null
  );
}

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
 * An article's row after an event (undefined: no row). A draft of an article
 * that exists changes nothing, nor does any other event of one that does not.
 * The HTML is left as it was (empty for a new article): the projection's
 * derived value compiles it from the content the batch leaves.
 */
export function evolveArticle(row: ArticleRow | undefined, event: RecordedEvent): ArticleRow | undefined {
  const at = event.recordedAt.toISOString();
  const drafted = ArticleDrafted.match(event);
  if (drafted) {
    if (row) return row;
    const { articleId, ...content } = drafted;
    return {
      id: articleId,
      ...contentColumns(content),
      content_html: "",
      headings: [],
      is_published: false,
      published_at: null,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) return undefined;
  const revised = ArticleRevised.match(event);
  if (revised) return { ...row, ...contentColumns(revised), updated_at: at };
  const published = ArticlePublished.match(event);
  if (published) return { ...row, is_published: true, published_at: new Date(published.publishedAt).toISOString(), updated_at: at };
  if (ArticleUnpublished.match(event)) return { ...row, is_published: false, published_at: null, updated_at: at };
  if (ArticleDeleted.match(event)) return undefined;
  return row;
}
