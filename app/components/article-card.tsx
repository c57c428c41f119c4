import { Link } from "@remix-run/react";
import type { ArticleListing } from "@modules/content/index.ts";
import { SearchAsYouTypeForm } from "~/components/search-form.tsx";

/** Display names of the article categories (infra/seed/catalog/categories.ts). */
export const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  "application-guide": "Application Guide",
  funding: "Funding & Scholarships",
  "student-life": "Student Life",
  news: "News",
  tips: "Tips",
};

export function categoryName(categoryId: string | null): string | null {
  return categoryId ? (CATEGORY_NAMES[categoryId] ?? null) : null;
}

// A fixed locale and time zone, so the server and the browser print the same date.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "12 March 2026". */
export function formatArticleDate(date: Date): string {
  return dateFormat.format(date);
}

/** What a card shows, taken from an article in a loader (so the date is formatted on the server). */
export function toArticleCard(article: ArticleListing) {
  const published = article.publishedAt ?? article.updatedAt;
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    categoryId: article.categoryId,
    readTime: article.readTime,
    publishedAt: published.toISOString(),
    publishedLabel: formatArticleDate(published),
  };
}

export type ArticleCardData = ReturnType<typeof toArticleCard>;

/** An article in a card grid: category badge, title linking to the article, excerpt, read time and date. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const category = categoryName(article.categoryId);
  return (
    <article className="card article-card">
      {category ? (
        <p className="article-card-category">
          <span className="badge">{category}</span>
        </p>
      ) : null}
      <Heading className="article-card-title">
        <Link className="card-link" to={`/articles/${article.slug}`}>
          {article.title}
        </Link>
      </Heading>
      {article.excerpt ? <p className="article-card-excerpt">{article.excerpt}</p> : null}
      <p className="card-footer article-card-meta">
        <span>{article.readTime} min read</span>
        <span className="article-card-date">
          <span aria-hidden="true">· </span>
          <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
        </span>
      </p>
    </article>
  );
}

/** A grid of article cards. */
export function ArticleGrid({ articles }: { articles: ArticleCardData[] }) {
  return (
    <ul className="card-grid article-grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The search box over one page's articles (title or excerpt). A GET form, so it
 * works without JavaScript (the action's fragment brings the reader back to the
 * results); with JavaScript the results follow the typing, debounced, replacing
 * the history entry so Back leaves the page.
 */
export function ArticleSearch({
  q,
  action,
  resultsId,
  name,
  label,
  placeholder,
}: {
  q: string;
  /** The search landmark's name, e.g. "Student life articles". */
  name: string;
  /** The page's path, e.g. "/student-life". */
  action: string;
  /** The id of the results section, for the no-JS form's fragment. */
  resultsId: string;
  label: string;
  placeholder: string;
}) {
  return (
    <SearchAsYouTypeForm
      q={q}
      path={action}
      fragment={resultsId}
      name={name}
      label={label}
      placeholder={placeholder}
      inputId={`${resultsId}-search`}
      className="article-search"
      rowClassName="article-search-row"
    />
  );
}

/** "3 articles match “visa”." */
export function searchSummary(count: number, q: string): string {
  if (count === 0) return `No articles match “${q}”.`;
  return `${count} ${count === 1 ? "article matches" : "articles match"} “${q}”.`;
}

/**
 * A page's searchable article list: heading, search box, a status line, the
 * grid, and the empty state with 'No articles found' and 'Clear search'.
 */
export function SearchableArticles({
  id,
  path,
  heading,
  q,
  articles,
  noun,
  emptyHint,
  search,
}: {
  /** The section's id, also the no-JS form's fragment. */
  id: string;
  /** The page's path, e.g. "/student-life". */
  path: string;
  /** The heading when not searching. */
  heading: string;
  q: string;
  /** The articles to show: all of them, or those the search matched. */
  articles: ArticleCardData[];
  /** What the full list counts when not searching, e.g. ["guide", "guides"]. */
  noun: [singular: string, plural: string];
  emptyHint: string;
  search: { name: string; label: string; placeholder: string };
}) {
  const searching = q !== "";
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="page-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{searching ? "Search results" : heading}</h2>
      <ArticleSearch q={q} action={path} resultsId={id} {...search} />
      <p className="results-status" role="status">
        {searching ? searchSummary(articles.length, q) : `${articles.length} ${articles.length === 1 ? noun[0] : noun[1]}`}
      </p>
      {articles.length > 0 ? (
        <ArticleGrid articles={articles} />
      ) : (
        <div className="empty-state">
          <h3>No articles found</h3>
          <p>{emptyHint}</p>
          <Link className="button secondary" to={`${path}#${id}`}>
            Clear search
          </Link>
        </div>
      )}
    </section>
  );
}
