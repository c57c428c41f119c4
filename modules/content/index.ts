// Content: articles (markdown compiled at projection time, drafts never public).
export { syncArticle } from "./commands.ts";
export type { DesiredArticle } from "./decide.ts";
export { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
export { articlesProjection } from "./projection.ts";
export {
  articleSitemapEntries,
  EDITORIAL_AUTHOR,
  listPublishedArticles,
  publishedArticle,
  publishedArticlePage,
  relatedArticles,
  type ArticleListing,
  type ArticleView,
} from "./queries.ts";
export { featuredFirst } from "./reading-list.ts";
export { articleContentSchema, slugFromTitle, type ArticleContent } from "./schemas.ts";
export { articleInputSchema, DEFAULT_READ_TIME, expectedVersionSchema, type ArticleInput } from "./article-input.ts";
// Their refusals are the shared editorial errors (EditConflictError, EditInvalidError... from the event store).
export type { ArticleFieldErrors } from "./editorial.ts";
export {
  articleForEditor,
  createArticle,
  deleteArticle,
  previewArticleContent,
  restoreArticleVersion,
  reviseArticle,
  type ArticleForEditor,
  type RestoredArticle,
  type SavedArticle,
} from "./editorial-commands.ts";
// The editorial history: revisions with who, when and a diff; restore through restoreArticleVersion.
export { articleHistory } from "./history.ts";
export { ARTICLE_STATUSES, listAdminArticles, type AdminArticleFilter, type AdminArticleSummary, type ArticleStatusFilter } from "./admin-queries.ts";
