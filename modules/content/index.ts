// Content: articles (markdown compiled at projection time, drafts never public).
export { syncArticle } from "./commands.ts";
export type { DesiredArticle } from "./decide.ts";
export { ArticleDeleted, ArticleDrafted, ArticlePublished, ArticleRevised, ArticleUnpublished } from "./events.ts";
export { articlesProjection } from "./projection.ts";
export { articleSitemapEntries, EDITORIAL_AUTHOR, listPublishedArticles, publishedArticle, relatedArticles, type ArticleView } from "./queries.ts";
export { featuredFirst } from "./reading-list.ts";
export { articleContentSchema, slugFromTitle, type ArticleContent } from "./schemas.ts";
export { adminArticleCount, adminArticleSummaries, type AdminArticleSummary } from "./admin-dashboard.ts";
