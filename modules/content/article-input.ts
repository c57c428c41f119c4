import { z } from "zod";
import { slugFromTitle } from "./schemas.ts";

/** The read time an article gets when the editor leaves it empty. */
export const DEFAULT_READ_TIME = 5;

// Form posts carry strings ("" for an empty field, "on" for a ticked box) and
// the JSON API carries typed values; both go through the same schema, so the
// form and the API refuse exactly the same input with the same messages.
const blankToUndefined = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value);
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} is too long (at most ${max} characters).`)
      .optional(),
  );
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/**
 * What an editor submits for an article, by the form or the API. The slug is
 * generated from the title when left empty; script or HTML in any
 * field is kept as text: titles are rendered as text and the content through
 * the public page's markdown renderer and sanitiser.
 */
export const articleInputSchema = z
  .object({
    title: z.preprocess(
      blankToUndefined,
      z.string({ error: "Enter a title." }).trim().min(1, "Enter a title.").max(200, "Keep the title to 200 characters or fewer."),
    ),
    slug: optionalText(200, "The slug"),
    excerpt: optionalText(1000, "The excerpt"),
    content: z.preprocess(
      blankToUndefined,
      z.string({ error: "Enter the article's content." }).trim().min(1, "Enter the article's content.").max(200_000, "The content is too long."),
    ),
    imageUrl: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https$/, error: "Enter an image URL that starts with https://, or leave it empty." })
        .max(2000)
        .optional(),
    ),
    categoryId: optionalText(100, "The category"),
    destinationId: optionalText(100, "The destination"),
    pathwayId: optionalText(100, "The pathway"),
    readTime: z.preprocess(
      (value) => {
        const blank = blankToUndefined(value);
        return typeof blank === "string" ? Number(blank.trim()) : blank;
      },
      z
        .number({ error: "Read time must be a whole number of minutes, at least 1." })
        .int("Read time must be a whole number of minutes, at least 1.")
        .min(1, "Read time must be a whole number of minutes, at least 1.")
        .max(240, "Read time must be at most 240 minutes.")
        .default(DEFAULT_READ_TIME),
    ),
    isPublished: checkbox,
    isFeatured: checkbox,
  })
  .transform((input, context) => {
    const slug = input.slug ?? slugFromTitle(input.title);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: input.slug
          ? "Use lowercase letters, numbers and single hyphens in the slug (for example study-in-canada)."
          : "Enter a slug: the title has no letters or numbers to make one from.",
      });
      return z.NEVER;
    }
    return {
      isPublished: input.isPublished,
      content: {
        title: input.title,
        slug,
        excerpt: input.excerpt ?? null,
        content: input.content,
        imageUrl: input.imageUrl ?? null,
        categoryId: input.categoryId ?? null,
        destinationId: input.destinationId ?? null,
        pathwayId: input.pathwayId ?? null,
        readTime: input.readTime,
        isFeatured: input.isFeatured,
      },
    };
  });
export type ArticleInput = z.output<typeof articleInputSchema>;

/** The stream version an editor loaded, sent back with a revision (form field or API body). */
export const expectedVersionSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: "Send the version you edited (expectedVersion)." }).int().min(1, "Send the version you edited (expectedVersion)."),
);
