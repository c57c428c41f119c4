import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, numbers and single hyphens.");
const optionalText = z.string().trim().min(1).nullable();

/** An article's editable content, as an editor writes it. */
export const articleContentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  slug,
  excerpt: optionalText,
  /** Markdown (MDX-compatible plain markdown). */
  content: z.string().trim().min(1).max(200_000),
  imageUrl: z.url({ protocol: /^https?$/ }).nullable(),
  categoryId: optionalText,
  destinationId: optionalText,
  pathwayId: optionalText,
  readTime: z.number().int().min(1).max(240),
  isFeatured: z.boolean(),
});
export type ArticleContent = z.infer<typeof articleContentSchema>;

/** A slug generated from a title: lowercase, runs of non-alphanumerics become one hyphen, trimmed. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
