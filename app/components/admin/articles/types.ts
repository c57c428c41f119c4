/** What the article form shows in its fields: the text as typed (numbers too), boxes as ticked. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  categoryId: string;
  destinationId: string;
  pathwayId: string;
  readTime: string;
  isPublished: boolean;
  isFeatured: boolean;
}

export type ArticleFormField = Exclude<keyof ArticleFormValues, "isPublished" | "isFeatured">;

/** The form action's answer when it does not redirect: the form again, with what was typed. */
export interface ArticleFormReply {
  values: ArticleFormValues;
  errors: Partial<Record<ArticleFormField, string>>;
  /** The version the next save is made from (after a conflict: the latest one, shown below). */
  expectedVersion: number | null;
  preview: { html: string } | { error: string } | null;
  conflict: { theirs: ArticleFormValues } | null;
  toast: { title: string; description: string; variant: "success" | "destructive" } | null;
}

export interface Choice {
  value: string;
  label: string;
}
