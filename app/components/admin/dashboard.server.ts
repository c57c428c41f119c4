import { adminCatalogCounts } from "@modules/catalog/index.ts";
import { adminArticleCount, adminArticleSummaries } from "@modules/content/index.ts";
import { adminActiveScholarships, adminScholarshipCount } from "@modules/funding/index.ts";

/** What the admin dashboard shows (spec §2): real counts, the 5 latest articles, the first 5 active scholarships. */
export async function adminDashboard() {
  const [articleCount, scholarshipCount, catalog, recentArticles, activeScholarships] = await Promise.all([
    adminArticleCount(),
    adminScholarshipCount(),
    adminCatalogCounts(),
    adminArticleSummaries(5),
    adminActiveScholarships(5),
  ]);
  return {
    stats: { articles: articleCount, scholarships: scholarshipCount, destinations: catalog.destinations, pathways: catalog.pathways },
    recentArticles: recentArticles.map((article) => ({ ...article, updatedAt: article.updatedAt.toISOString() })),
    activeScholarships,
  };
}
