/** Featured articles first, then the rest, each group in the order given (newest first from the queries), up to `limit`. */
export function featuredFirst<T extends { isFeatured: boolean }>(articles: readonly T[], limit: number): T[] {
  return [...articles.filter((article) => article.isFeatured), ...articles.filter((article) => !article.isFeatured)].slice(0, limit);
}
