import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { EDITORIAL_AUTHOR, publishedArticle, relatedArticles } from "@modules/content/index.ts";
import { ArticleCard, categoryName, formatArticleDate, toArticleCard } from "~/components/article-card.tsx";
import { ShareBox, ShareButton } from "~/components/share-links.tsx";
import styles from "~/styles/articles.css?url";
import shareStyles from "~/styles/share-links.css?url";
import { keepLoaderHeaders, publicCacheHeaders, siteOrigin, notFound } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";
import { RouteErrorScreen } from "~/components/route-error-screen.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { isSaved } from "@modules/portal/index.ts";
import { SaveButton } from "~/components/portal/save-button.tsx";
import { currentUser } from "~/server/auth.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: shareStyles },
];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Article Not Found | Study Compass" }];
  const { article } = loaderData;
  return [
    ...seoMeta({
      title: article.title,
      description: article.excerpt ?? `${article.title}: a guide for Caribbean students from the ${article.author}.`,
      path: `/articles/${article.slug}`,
      matches,
      type: "article",
    }),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.categoryName ? [{ property: "article:section", content: article.categoryName }] : []),
  ];
};

/**
 * An article is addressed by its slug (kebab-case); an article id (snake_case)
 * also finds it and redirects to the slug. Anything else cannot name an
 * article, so it is a 404 without a query.
 */
const articleKey = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/)
  .max(200);

// Prefixed so that no id an article heading gets from its text (rehype-slug) is likely to clash.
const SHARE_BOX_ID = "article-share-box";

/** A short box of general tips that fits the article's category (the article's own "Pro tips" stay in its content). */
const CARIBBEAN_TIPS: Record<string, string[]> = {
  "application-guide": [
    "Request your CXC certificates and school transcripts early: replacements and certified copies can take weeks.",
    "Check each university's own international entry page for how it reads CSEC and CAPE before you choose where to apply.",
    "Keep one folder, on paper and in the cloud, with your passport, results, references and statements.",
  ],
  funding: [
    "Ask your Ministry of Education which scholarships need a national nomination: their deadlines often come before the universities'.",
    "Never pay a fee to be awarded a scholarship; confirm every offer on the provider's official website.",
    "Keep bank statements and sponsor letters ready: visa officers ask for proof of funds.",
  ],
  "student-life": [
    "Find your university's Caribbean Students' Association before you arrive and go to its welcome event.",
    "Save your high commission or consulate's contact details, and your campus security number, in your phone.",
    "Register with the student health and counselling services in your first week, before you need them.",
  ],
};

const GENERAL_TIPS = [
  "Start early: most applications and scholarships take most of a year from research to offer.",
  "Request your CXC transcripts and certificates well before your first deadline.",
  "Use only official university, scholarship and government websites, and never pay for guaranteed results.",
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = articleKey.safeParse(params.slug);
  const article = key.success ? await publishedArticle(key.data) : null;
  if (!article) throw notFound();
  if (article.slug !== key.data) throw redirect(`/articles/${article.slug}`, 301);

  const [related, user] = await Promise.all([relatedArticles(article), currentUser(request)]);
  // The Save button's state: null signed out (it then offers to sign in).
  const saved = user ? await isSaved(user.id, "article", article.id) : null;
  const published = article.publishedAt ?? article.updatedAt;
  const imageUrl = article.imageUrl && isSameOriginPath(article.imageUrl) ? article.imageUrl : null;

  return data(
    {
      saved,
      article: {
        id: article.id,
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        contentHtml: article.contentHtml,
        headings: article.headings,
        imageUrl,
        categoryId: article.categoryId,
        categoryName: categoryName(article.categoryId),
        readTime: article.readTime,
        author: EDITORIAL_AUTHOR,
        publishedAt: published.toISOString(),
        publishedLabel: formatArticleDate(published),
        updatedAt: article.updatedAt.toISOString(),
      },
      shareUrl: `${siteOrigin(request)}/articles/${article.slug}`,
      tips: (article.categoryId && CARIBBEAN_TIPS[article.categoryId]) || GENERAL_TIPS,
      related: related.map(toArticleCard),
    },
    { headers: publicCacheHeaders(request) },
  );
}

/**
 * The Content-Security-Policy only allows images from this site, so an image
 * elsewhere would show as broken: it is left out instead.
 */
function isSameOriginPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

type Heading = { depth: 2 | 3; id: string; text: string };
type TocEntry = Heading & { children: Heading[] };

/** h3s nest under the h2 before them; an h3 before any h2 stands on its own. */
function tableOfContents(headings: Heading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth === 3 && parent) parent.children.push(heading);
    else entries.push({ ...heading, children: [] });
  }
  return entries;
}

export default function ArticlePage() {
  const { article, saved, shareUrl, tips, related } = useLoaderData<typeof loader>();
  const toc = article.headings.length >= 2 ? tableOfContents(article.headings) : [];

  return (
    <div className="article-page">
      <header className="article-header">
        <div className="page-section">
          <Breadcrumbs trail={[{ label: "Articles", to: "/articles" }]} current={article.title} />
          <p className="article-kicker">
            {article.categoryName ? <span className="badge">{article.categoryName}</span> : null}
            <span className="article-read-time">{article.readTime} min read</span>
          </p>
          <h1>{article.title}</h1>
          {article.excerpt ? <p className="lead article-excerpt">{article.excerpt}</p> : null}
          <div className="article-byline">
            <p>
              <span className="article-author">By {article.author}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
            </p>
            <div className="button-row">
              <SaveButton contentType="article" contentId={article.id} saved={saved} title={article.title} />
              <ShareButton title={article.title} url={shareUrl} shareBoxId={SHARE_BOX_ID} />
            </div>
          </div>
        </div>
      </header>

      <div className="page-section article-layout">
        {toc.length > 0 ? (
          <nav className="article-toc" aria-labelledby="article-toc-heading">
            <h2 id="article-toc-heading">In this article</h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                  {entry.children.length > 0 ? (
                    <ol>
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <a href={`#${child.id}`}>{child.text}</a>
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className="article-main">
          {article.imageUrl ? <img className="article-image" src={article.imageUrl} alt="" width={1200} height={675} loading="lazy" decoding="async" /> : null}

          {/* Sanitised when the article was projected (modules/platform/markdown.ts). */}
          <div className="article-content" dangerouslySetInnerHTML={{ __html: article.contentHtml }} />

          <aside className="article-tips" aria-labelledby="article-tips-heading">
            <h2 id="article-tips-heading">Quick tips for Caribbean students</h2>
            <ul>
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </aside>

          <ShareBox id={SHARE_BOX_ID} title={article.title} url={shareUrl} />
        </div>
      </div>

      {related.length > 0 ? (
        <section className="article-related band" aria-labelledby="article-related-heading">
          <div className="page-section">
            <h2 id="article-related-heading">Related articles</h2>
            <ul className="card-grid article-grid">
              {related.map((relatedArticle) => (
                <li key={relatedArticle.id}>
                  <ArticleCard article={relatedArticle} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorScreen
      notFound={{ title: "Article Not Found", text: "The article you're looking for doesn't exist or is no longer published." }}
      failure="this article"
      links={[
        { to: "/", label: "Back to Home" },
        { to: "/articles", label: "Browse all articles" },
      ]}
    />
  );
}
