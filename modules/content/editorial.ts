/*
 * What the article editor can be refused on beyond its schema: the decider is
 * the shared editorial one (./decide.ts), and these are the problems its
 * commands find against the read side, said next to each field.
 */

/** The fields an editor's article can be refused on, with the message to show beside each. */
export type ArticleFieldErrors = Partial<
  Record<"title" | "slug" | "excerpt" | "content" | "imageUrl" | "categoryId" | "destinationId" | "pathwayId" | "readTime", string>
>;

export const slugTakenMessage = (slug: string) => `The slug "${slug}" is already used by another article. Choose another slug.`;
