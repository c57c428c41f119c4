import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { publishedArticlePage } from "@modules/content/index.ts";
import { ArticleGrid, CATEGORY_NAMES, toArticleCard } from "~/components/article-card.tsx";
import { pageCountOf, Pagination } from "~/components/pagination.tsx";
import styles from "~/styles/articles.css?url";
import { keepLoaderHeaders, publicCacheHeaders, notFound } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

/** The categories offered as filters, in this order. */
const FILTER_CATEGORIES = ["application-guide", "funding", "student-life"] as const;

/** Cards per page: a page stays light on a phone however many articles there are. */
const PAGE_SIZE = 12;

/** The list's address: its category and page (page 1 has none). */
function articlesHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/articles?${query}` : "/articles";
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const category = loaderData?.category ? CATEGORY_NAMES[loaderData.category] : undefined;
  const page = loaderData && loaderData.page > 1 ? ` (page ${loaderData.page})` : "";
  return seoMeta({
    title: `${category ? `${category} Articles` : "Articles"}${page}`,
    description:
      "Guides and advice for Caribbean students: applying abroad with CSEC and CAPE, scholarships and funding, and everyday student life away from home.",
    path: articlesHref(loaderData?.category ?? null, loaderData?.page),
    matches,
  });
};

/** An unknown or repeated `?category=` shows every article, and an odd `?page=` the first page, rather than an error. */
const listQuery = z.object({
  category: z.enum(FILTER_CATEGORIES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { category, page } = listQuery.parse({ category: params.get("category"), page: params.get("page") ?? 1 });
  const { articles, total } = await publishedArticlePage({ categoryId: category ?? undefined, page, pageSize: PAGE_SIZE });
  const pageCount = pageCountOf(total, PAGE_SIZE);
  // Past the last page there is no such page: a real 404, not an empty list.
  if (page > pageCount) throw notFound();
  return data({ category, page, pageCount, total, articles: articles.map(toArticleCard) }, { headers: publicCacheHeaders(request) });
}

export default function ArticlesPage() {
  const { category, page, pageCount, total, articles } = useLoaderData<typeof loader>();
  const filters: { id: string | null; name: string }[] = [
    { id: null, name: "All articles" },
    ...FILTER_CATEGORIES.map((id) => ({ id, name: CATEGORY_NAMES[id] ?? id })),
  ];

  return (
    <div className="articles-page">
      <section className="articles-hero">
        <div className="page-section">
          <h1>Articles</h1>
          <p className="lead">Practical guides for Caribbean students: applying with CSEC and CAPE, paying for your studies, and settling into life abroad.</p>
          <nav aria-label="Article categories" className="category-filter">
            <ul className="chip-list">
              {filters.map((filter) => (
                <li key={filter.id ?? "all"}>
                  <Link className="chip" to={articlesHref(filter.id)} aria-current={filter.id === category ? "page" : undefined} preventScrollReset>
                    {filter.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section className="page-section" aria-labelledby="articles-list-heading">
        <h2 id="articles-list-heading">{category ? CATEGORY_NAMES[category] : "All articles"}</h2>
        <p className="results-status" role="status">
          {total === 1 ? "1 article" : `${total} articles`}, newest first{pageCount > 1 ? `: page ${page} of ${pageCount}` : ""}
        </p>
        {articles.length > 0 ? (
          <>
            <ArticleGrid articles={articles} />
            <Pagination page={page} pageCount={pageCount} hrefFor={(target) => articlesHref(category, target)} />
          </>
        ) : (
          <div className="empty-state">
            <h3>No articles found</h3>
            <p>There are no articles in this category yet.</p>
            <Link className="button secondary" to="/articles">
              Show all articles
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
