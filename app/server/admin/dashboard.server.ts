import { adminCatalogCounts } from "@modules/catalog/index.ts";
import { listAdminArticles } from "@modules/content/index.ts";
import { adminActiveScholarships, adminScholarshipCount } from "@modules/funding/index.ts";
import { staleFactsQueue } from "./stale-facts.server.ts";

/** What the admin dashboard shows: real counts, the facts not current on `today`, the 5 latest articles, the first 5 active scholarships. */
export async function adminDashboard(today: string) {
  // The editors' list, newest update first, drafts included: its first page of 5 and its total.
  const [articles, scholarshipCount, catalog, activeScholarships, staleFacts] = await Promise.all([
    listAdminArticles({ pageSize: 5 }),
    adminScholarshipCount(),
    adminCatalogCounts(),
    adminActiveScholarships(5),
    staleFactsQueue(today),
  ]);
  const { articles: recentArticles, total: articleCount } = articles;
  return {
    stats: { articles: articleCount, scholarships: scholarshipCount, destinations: catalog.destinations, pathways: catalog.pathways },
    recentArticles: recentArticles.map((article) => ({ ...article, updatedAt: article.updatedAt.toISOString() })),
    activeScholarships,
    staleFactCount: staleFacts.staleFactCount,
  };
}
