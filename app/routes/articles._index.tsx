import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listPublishedArticles } from "@modules/content/index.ts";
import { ArticleGrid, CATEGORY_NAMES, toArticleCard } from "~/components/article-card.tsx";
import styles from "~/styles/articles.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/utils/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

/** The categories offered as filters, in this order. */
const FILTER_CATEGORIES = ["application-guide", "funding", "student-life"] as const;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const category = loaderData?.category ? CATEGORY_NAMES[loaderData.category] : undefined;
  return seoMeta({
    title: category ? `${category} Articles` : "Articles",
    description:
      "Guides and advice for Caribbean students: applying abroad with CSEC and CAPE, scholarships and funding, and everyday student life away from home.",
    path: loaderData?.category ? `/articles?category=${loaderData.category}` : "/articles",
    matches,
  });
};

/** An unknown or repeated `?category=` shows every article rather than an error. */
const categoryQuery = z.enum(FILTER_CATEGORIES).nullable().catch(null);

export async function loader({ request }: LoaderFunctionArgs) {
  const category = categoryQuery.parse(new URL(request.url).searchParams.get("category"));
  const articles = await listPublishedArticles(category ? { categoryId: category } : {});
  return data({ category, articles: articles.map(toArticleCard) }, { headers: publicCacheHeaders(request) });
}

export default function ArticlesPage() {
  const { category, articles } = useLoaderData<typeof loader>();
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
                  <Link
                    className="chip"
                    to={filter.id ? `/articles?category=${filter.id}` : "/articles"}
                    aria-current={filter.id === category ? "page" : undefined}
                    preventScrollReset
                  >
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
          {articles.length === 1 ? "1 article" : `${articles.length} articles`}, newest first
        </p>
        {articles.length > 0 ? (
          <ArticleGrid articles={articles} />
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
