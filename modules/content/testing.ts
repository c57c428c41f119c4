// Fixtures for tests only (application code never imports this file).

/** An article's editable content, as an editor or the seed gives it; override what a test is about. */
export const sampleArticleContent = {
  title: "How CAPE is read",
  slug: "how-cape-is-read",
  excerpt: "Units and grades.",
  content: "## CAPE\n\nText.",
  imageUrl: null,
  categoryId: "application-guide",
  destinationId: null,
  pathwayId: null,
  readTime: 5,
  isFeatured: false,
};
