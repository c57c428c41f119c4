import type { SubmissionResult } from "@conform-to/react";
import type { Outcome } from "~/components/outcome.tsx";

/** The article form's fields as text, the way a browser posts them (numbers too; a ticked box is "on"). */
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
  isPublished: "on" | "";
  isFeatured: "on" | "";
}

/** The content rendered and sanitised as the public page will show it, or why it could not be. */
export type ArticlePreview = { html: string } | { error: string } | null;

/** The article form action's answer when it does not redirect: conform's submission reply, as every editor's. */
export interface ArticleFormActionData {
  submission: SubmissionResult<string[]>;
  toast?: Outcome;
  /** After Preview (the button that works without JavaScript): what was posted, rendered. */
  preview?: ArticlePreview;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: ArticleFormValues };
}

export interface Choice {
  value: string;
  label: string;
}
